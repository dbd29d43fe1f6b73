import { globMatches as glob, type OriginName } from '../faults.js';

/** One answered request, as `GET /__sandbox/requests` lists it. */
export interface RequestLogEntry {
  request_id: string;
  origin: OriginName;
  method: string;
  path: string;
  /** Query parameters (last value of each; signatures and tokens redacted). */
  query: Record<string, string>;
  /** Request headers, names in lower case; credentials and signatures redacted. */
  headers: Record<string, string>;
  /** The body: parsed JSON, text (cut at the body cap, see `body_truncated`), or null (none, or binary). */
  body: unknown;
  /** The body's size in bytes as sent. */
  body_bytes: number;
  /** True when `body` holds only the first bytes of a longer text body. */
  body_truncated: boolean;
  status: number;
  duration_ms: number;
  /** When it was answered, on the sandbox's clock. */
  at: string;
}

/** Which entries a query asks for; omitted fields match every entry. */
export interface RequestFilter {
  method?: string;
  /** Path glob (`*` matches any characters). */
  path?: string;
  /** A status (`429`) or a class (`4xx`). */
  status?: string;
  origin?: OriginName;
  /** Entries answered at or after this time (epoch ms). */
  sinceMs?: number;
  /** Entries answered at or before this time (epoch ms). */
  untilMs?: number;
  /** Only requests that carried this header. */
  header?: string;
}

/** The log's caps: the last `entries` requests, and at most `bytes` of headers, queries and bodies. */
export interface RequestLogCaps {
  entries: number;
  bytes: number;
  /** Most of one body kept in an entry. */
  bodyBytes: number;
}

export const REQUEST_LOG_CAPS: RequestLogCaps = {
  entries: 1000,
  bytes: 8 * 1024 * 1024,
  bodyBytes: 16 * 1024,
};

/** Roughly what an entry holds in memory: its recorded text. */
function sizeOf(entry: RequestLogEntry): number {
  let size = 200 + entry.path.length;
  for (const [k, v] of Object.entries(entry.query)) size += k.length + v.length;
  for (const [k, v] of Object.entries(entry.headers)) size += k.length + v.length;
  if (typeof entry.body === 'string') size += entry.body.length;
  else if (entry.body !== null) size += Math.min(entry.body_bytes, REQUEST_LOG_CAPS.bodyBytes);
  return size;
}

/** The most recent requests (operator requests excluded), oldest first, within the caps. */
export class RequestLog {
  private entries: RequestLogEntry[] = [];
  private sizes: number[] = [];
  private first = 0;
  private bytes = 0;

  constructor(private readonly caps: RequestLogCaps = REQUEST_LOG_CAPS) {}

  add(entry: RequestLogEntry): void {
    const size = sizeOf(entry);
    this.entries.push(entry);
    this.sizes.push(size);
    this.bytes += size;
    while (
      this.entries.length - this.first > this.caps.entries ||
      (this.bytes > this.caps.bytes && this.entries.length - this.first > 1)
    ) {
      this.bytes -= this.sizes[this.first] as number;
      this.first++;
    }
    // Dropped entries are cut off in batches, so adding stays O(1) amortised.
    if (this.first > this.caps.entries) {
      this.entries = this.entries.slice(this.first);
      this.sizes = this.sizes.slice(this.first);
      this.first = 0;
    }
  }

  /** The kept entries matching `filter`, oldest first; the newest `limit` of them. */
  find(filter: RequestFilter, limit = this.caps.entries): RequestLogEntry[] {
    const found: RequestLogEntry[] = [];
    for (let i = this.entries.length - 1; i >= this.first && found.length < limit; i--) {
      const entry = this.entries[i] as RequestLogEntry;
      if (matches(entry, filter)) found.push(entry);
    }
    return found.reverse();
  }

  count(filter: RequestFilter): number {
    let n = 0;
    for (let i = this.first; i < this.entries.length; i++) {
      if (matches(this.entries[i] as RequestLogEntry, filter)) n++;
    }
    return n;
  }

  /** The newest `limit` entries, oldest first. */
  recent(limit: number): RequestLogEntry[] {
    return this.find({}, limit);
  }

  /** How many entries and bytes are kept now. */
  usage(): { entries: number; bytes: number } {
    return { entries: this.entries.length - this.first, bytes: this.bytes };
  }

  clear(): void {
    this.entries = [];
    this.sizes = [];
    this.first = 0;
    this.bytes = 0;
  }
}

function statusMatches(pattern: string, status: number): boolean {
  if (/^[1-5]xx$/i.test(pattern)) return Math.floor(status / 100) === Number(pattern[0]);
  return Number(pattern) === status;
}

function matches(entry: RequestLogEntry, filter: RequestFilter): boolean {
  if (filter.method && entry.method !== filter.method.toUpperCase()) return false;
  if (filter.origin && entry.origin !== filter.origin) return false;
  if (filter.path && !glob(filter.path, entry.path)) return false;
  if (filter.status && !statusMatches(filter.status, entry.status)) return false;
  if (filter.sinceMs !== undefined || filter.untilMs !== undefined) {
    const at = Date.parse(entry.at);
    if (filter.sinceMs !== undefined && at < filter.sinceMs) return false;
    if (filter.untilMs !== undefined && at > filter.untilMs) return false;
  }
  if (filter.header && !Object.hasOwn(entry.headers, filter.header.toLowerCase())) return false;
  return true;
}
