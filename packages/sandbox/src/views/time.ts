/** ISO 8601 UTC timestamp of epoch milliseconds. */
export const iso = (ms: number): string => new Date(ms).toISOString();

export const isoOrNull = (ms: number | null): string | null => (ms === null ? null : iso(ms));
