/** Throws a `RangeError` saying what `name` must be unless `valid` (a NaN must fail `valid`). */
export function checkOption(valid: boolean, name: string, rule: string, value: unknown): void {
  if (!valid) throw new RangeError(`${name} must be ${rule}, got ${value}`);
}
