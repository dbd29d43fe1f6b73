import { randomUUID } from 'node:crypto';

/** Which listening origin a request reached. */
export type OriginName = 'api' | 'upload' | 'media';

/** What an injected fault does to a matching request. */
export interface FaultEffect {
  /** Answer with this status (and the error envelope, unless `body` is given) instead of handling the request. */
  status?: number;
  /** `Retry-After` seconds sent with `status`. */
  retry_after?: number;
  /** The answer's body with `status`: an object or array is sent as JSON, a string as text. */
  body?: unknown;
  /** Wait this long before going on: milliseconds, or `[min, max]` for a random delay in that range. */
  delay_ms?: number | [number, number];
  /** Destroy the connection without answering. */
  drop?: boolean;
  /** Send the headers and this many bytes of the body, then nothing more (until `stall_ms` passes or the client gives up). */
  stall_body_after_bytes?: number;
  /** With `stall_body_after_bytes`: close the connection after stalling this long. */
  stall_ms?: number;
  /** Send this many bytes of the body (headers announce all of it), then close the connection. */
  truncate_body?: number;
  /** Send this many bytes of the body, then reset the connection (TCP RST). */
  reset_after_bytes?: number;
  /** Send the body with bytes changed (same length and headers), as a corrupting proxy would. */
  garble_body?: boolean;
}

/** Which requests a fault applies to; omitted fields match everything. */
export interface FaultMatch {
  method?: string;
  /** Path glob: exact, or with `*` wildcards matching any characters (never a regex). */
  path?: string;
  origin?: OriginName;
  /** Query parameters that must be present, each value a glob (`*`: any value). */
  query?: Record<string, string>;
  /** Request headers that must be present (names in any case), each value a glob. */
  headers?: Record<string, string>;
  /** Fields of a JSON request body (dotted paths such as `parts.0.part_no`) and the values they must equal. */
  body?: Record<string, unknown>;
}

export interface Fault {
  id: string;
  match: FaultMatch;
  effect: FaultEffect;
  /** How many more requests this fault hits. */
  remaining: number;
  /** Chance (0–1) that a matching request is hit; a request it spares does not use up `times`. */
  probability: number;
}

/** What a request shows to the fault matcher. */
export interface FaultRequest {
  origin: OriginName;
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The parsed JSON body, when some fault matches on the body and the request has one. */
  body?: unknown;
}

/** Largest JSON body a fault reads to match on its fields. */
export const MAX_FAULT_MATCH_BODY_BYTES = 1024 * 1024;

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

const BYTE_EFFECTS = ['stall_body_after_bytes', 'truncate_body', 'reset_after_bytes'] as const;

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string' && v.length <= 2048)
  );
}

const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;

function checkEffect(e: Record<string, unknown>): string | null {
  if (
    e.status !== undefined &&
    (!Number.isInteger(e.status) || (e.status as number) < 100 || (e.status as number) > 599)
  ) {
    return 'effect.status must be an HTTP status code.';
  }
  for (const field of ['retry_after', 'stall_ms', ...BYTE_EFFECTS] as const) {
    if (e[field] !== undefined && !isCount(e[field])) {
      return `effect.${field} must be a non-negative integer.`;
    }
  }
  const delay = e.delay_ms;
  if (delay !== undefined && !isCount(delay)) {
    const range = Array.isArray(delay) && delay.length === 2 && delay.every(isCount);
    if (!range || (delay[0] as number) > (delay[1] as number)) {
      return 'effect.delay_ms must be a non-negative integer or a range [min, max].';
    }
  }
  for (const field of ['drop', 'garble_body'] as const) {
    if (e[field] !== undefined && typeof e[field] !== 'boolean') {
      return `effect.${field} must be a boolean.`;
    }
  }
  if (e.body !== undefined && e.status === undefined) return 'effect.body needs effect.status.';
  if (BYTE_EFFECTS.filter((f) => e[f] !== undefined).length > 1) {
    return `effect: at most one of ${BYTE_EFFECTS.join(', ')}.`;
  }
  if (e.stall_ms !== undefined && e.stall_body_after_bytes === undefined) {
    return 'effect.stall_ms goes with effect.stall_body_after_bytes.';
  }
  const known = ['status', 'retry_after', 'body', 'delay_ms', 'drop', 'stall_ms', 'garble_body'];
  const unknown = Object.keys(e).find(
    (k) => !known.includes(k) && !(BYTE_EFFECTS as readonly string[]).includes(k),
  );
  if (unknown) return `effect.${unknown} is not a known effect.`;
  const acts =
    e.status !== undefined ||
    e.delay_ms !== undefined ||
    e.drop === true ||
    e.garble_body === true ||
    BYTE_EFFECTS.some((f) => e[f] !== undefined);
  return acts ? null : 'effect needs status, body, delay_ms, drop or a body effect.';
}

/** Parses the body of `POST /__sandbox/faults`; returns an error text when it is invalid. */
export function parseFault(input: unknown): Fault | string {
  if (!input || typeof input !== 'object') return 'Body must be an object {match, effect, times}.';
  const { match = {}, effect, times = 1, probability = 1 } = input as Record<string, unknown>;
  if (!match || typeof match !== 'object') return 'match must be an object.';
  if (!effect || typeof effect !== 'object' || Array.isArray(effect))
    return 'effect must be an object.';
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
  for (const field of ['query', 'headers'] as const) {
    if (m[field] !== undefined && !isStringRecord(m[field])) {
      return `match.${field} must be an object of strings (globs, * for any value).`;
    }
  }
  if (m.body !== undefined && (!m.body || typeof m.body !== 'object' || Array.isArray(m.body))) {
    return 'match.body must be an object of field paths and the values they must equal.';
  }
  const problem = checkEffect(e);
  if (problem) return problem;
  if (!Number.isInteger(times) || (times as number) < 1) return 'times must be a positive integer.';
  if (typeof probability !== 'number' || !(probability >= 0 && probability <= 1)) {
    return 'probability must be a number from 0 to 1.';
  }
  const headers = m.headers as Record<string, string> | undefined;
  return {
    id: randomUUID(),
    match: {
      ...(m.method ? { method: (m.method as string).toUpperCase() } : {}),
      ...(m.path ? { path: m.path as string } : {}),
      ...(m.origin ? { origin: m.origin as OriginName } : {}),
      ...(m.query ? { query: m.query as Record<string, string> } : {}),
      ...(headers
        ? {
            headers: Object.fromEntries(
              Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]),
            ),
          }
        : {}),
      ...(m.body ? { body: m.body as Record<string, unknown> } : {}),
    },
    effect: e as FaultEffect,
    remaining: times as number,
    probability,
  };
}

/** The value at a dotted path (`parts.0.part_no`) of a parsed JSON value. */
function fieldAt(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) {
      return undefined;
    }
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function sameJson(a: unknown, b: unknown): boolean {
  if (typeof b === 'string' && typeof a === 'string') return globMatches(b, a);
  return JSON.stringify(a) === JSON.stringify(b);
}

function matches(match: FaultMatch, request: FaultRequest): boolean {
  if (match.origin && match.origin !== request.origin) return false;
  if (match.method && match.method !== request.method.toUpperCase()) return false;
  if (match.path && !globMatches(match.path, request.path)) return false;
  for (const [name, pattern] of Object.entries(match.query ?? {})) {
    const values = request.query.getAll(name);
    if (values.length === 0 || !globMatches(pattern, values[values.length - 1] as string))
      return false;
  }
  for (const [name, pattern] of Object.entries(match.headers ?? {})) {
    const value = request.headers.get(name);
    if (value === null || !globMatches(pattern, value)) return false;
  }
  for (const [path, expected] of Object.entries(match.body ?? {})) {
    if (request.body === undefined || !sameJson(fieldAt(request.body, path), expected))
      return false;
  }
  return true;
}

/** The faults in force; each request a fault hits uses up one of its `times`. */
export class FaultRegistry {
  private faults: Fault[] = [];

  constructor(private readonly random: () => number = Math.random) {}

  add(fault: Fault): void {
    this.faults.push(fault);
  }

  clear(): void {
    this.faults = [];
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  /** True when some fault could hit requests to `origin` (none: nothing to check). */
  any(origin: OriginName): boolean {
    return this.faults.some((f) => !f.match.origin || f.match.origin === origin);
  }

  /** True when a fault of `origin` matches on request bodies, which must then be read first. */
  readsBodies(origin: OriginName): boolean {
    return this.faults.some((f) => f.match.body && (!f.match.origin || f.match.origin === origin));
  }

  take(request: FaultRequest): FaultEffect | null {
    for (const fault of this.faults) {
      if (!matches(fault.match, request)) continue;
      if (fault.probability < 1 && !(this.random() < fault.probability)) continue;
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
      return fault.effect;
    }
    return null;
  }
}
