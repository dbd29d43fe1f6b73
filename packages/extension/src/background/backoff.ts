/** Wait before the first check of a new job, and after any change. */
export const FIRST_DELAY_MS = 1_000;
/** Longest wait between checks while nothing changes. */
export const MAX_DELAY_MS = 30_000;
/** Longest wait while the popup is open and shows live progress. */
export const POPUP_MAX_DELAY_MS = 2_000;
/** Longest wait after repeated failed checks. */
export const MAX_FAILURE_DELAY_MS = 5 * 60_000;

/** The wait after a successful check: back to the start on a change, else half as long again. */
export function delayAfterCheck(previousMs: number, changed: boolean, popupOpen: boolean): number {
  const grown = changed ? FIRST_DELAY_MS : Math.min(Math.round(previousMs * 1.5), MAX_DELAY_MS);
  return popupOpen ? Math.min(grown, POPUP_MAX_DELAY_MS) : grown;
}

/**
 * The wait after a failed check: twice the last one (at most 5 minutes), or exactly what the
 * API asked for with `Retry-After`. An open popup does not shorten it: a failing API gets rest.
 */
export function delayAfterFailure(previousMs: number, retryAfterS: number | null): number {
  if (retryAfterS !== null) return Math.max(retryAfterS * 1000, FIRST_DELAY_MS);
  return Math.min(Math.max(previousMs, FIRST_DELAY_MS) * 2, MAX_FAILURE_DELAY_MS);
}
