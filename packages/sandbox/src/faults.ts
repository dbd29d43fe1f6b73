import { randomUUID } from 'node:crypto';

/** Which listening origin a request reached. */
export type OriginName = 'api' | 'upload' | 'media';

/** What an injected fault does to a matching request. */
export interface FaultEffect {
  /** Answer with this status and the error envelope instead of handling the request. */
  status?: number;
  /** `Retry-After` seconds sent with `status`. */
  retry_after?: number;
  /** Wait this long before going on (with the real handler, or with `status`/`drop`). */
  delay_ms?: number;
  /** Destroy the connection without answering. */
  drop?: boolean;
}

/** Which requests a fault applies to; omitted fields match everything. */
export interface FaultMatch {
  method?: string;
  /** Path glob: exact, or with `*` wildcards matching any characters (never a regex). */
  path?: string;
  origin?: OriginName;
}

export interface Fault {
  id: string;
  match: FaultMatch;
  effect: FaultEffect;
  /** How many more requests this fault hits. */
  remaining: number;
}

/**
 * True when `text` matches `pattern`, whose `*` matches any run of characters. Greedy with one
 * remembered star, so the time is at most pattern × text: no input can make it backtrack
 * exponentially (user-supplied regular expressions could, so faults take none).
 */
export function globMatches(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let resume = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] !== '*' && pattern[p] === text[t]) {
      p++;
      t++;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      resume = t;
    } else if (star >= 0) {
      p = star + 1;
      t = ++resume;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p++;
  return p === pattern.length;
}

/** Parses the body of `POST /__sandbox/faults`; returns an error text when it is invalid. */
export function parseFault(input: unknown): Fault | string {
  if (!input || typeof input !== 'object') return 'Body must be an object {match, effect, times}.';
  const { match = {}, effect, times = 1 } = input as Record<string, unknown>;
  if (!match || typeof match !== 'object') return 'match must be an object.';
  if (!effect || typeof effect !== 'object') return 'effect must be an object.';
  const m = match as Record<string, unknown>;
  const e = effect as Record<string, unknown>;
  if (m.method !== undefined && typeof m.method !== 'string')
    return 'match.method must be a string.';
  if (m.path !== undefined && typeof m.path !== 'string') return 'match.path must be a string.';
  if (m.origin !== undefined && !['api', 'upload', 'media'].includes(m.origin as string)) {
    return 'match.origin must be api, upload or media.';
  }
  if (m.path_regex !== undefined) {
    return 'match.path_regex is not supported (a regular expression can block the server): use match.path with * wildcards.';
  }
  if (typeof m.path === 'string' && m.path.length > 2048) return 'match.path is too long.';
  if (
    e.status !== undefined &&
    (!Number.isInteger(e.status) || (e.status as number) < 100 || (e.status as number) > 599)
  ) {
    return 'effect.status must be an HTTP status code.';
  }
  for (const field of ['retry_after', 'delay_ms'] as const) {
    if (e[field] !== undefined && (!Number.isInteger(e[field]) || (e[field] as number) < 0)) {
      return `effect.${field} must be a non-negative integer.`;
    }
  }
  if (e.drop !== undefined && typeof e.drop !== 'boolean') return 'effect.drop must be a boolean.';
  if (e.status === undefined && e.delay_ms === undefined && e.drop !== true) {
    return 'effect needs status, delay_ms or drop.';
  }
  if (!Number.isInteger(times) || (times as number) < 1) return 'times must be a positive integer.';
  return {
    id: randomUUID(),
    match: {
      ...(m.method ? { method: (m.method as string).toUpperCase() } : {}),
      ...(m.path ? { path: m.path as string } : {}),
      ...(m.origin ? { origin: m.origin as OriginName } : {}),
    },
    effect: e as FaultEffect,
    remaining: times as number,
  };
}

/** The faults in force; each matching request uses up one of a fault's `times`. */
export class FaultRegistry {
  private faults: Fault[] = [];

  add(fault: Fault): void {
    this.faults.push(fault);
  }

  clear(): void {
    this.faults = [];
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  take(origin: OriginName, method: string, path: string): FaultEffect | null {
    for (const fault of this.faults) {
      const { match } = fault;
      if (match.origin && match.origin !== origin) continue;
      if (match.method && match.method !== method.toUpperCase()) continue;
      if (match.path && !globMatches(match.path, path)) continue;
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
      return fault.effect;
    }
    return null;
  }
}
