import type { OriginName } from '../faults.js';

/** One answered request, as `GET /__sandbox/requests` lists it. */
export interface RequestLogEntry {
  request_id: string;
  origin: OriginName;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  at: string;
}

/** The most recent requests (operator requests excluded), oldest first. */
export class RequestLog {
  private entries: RequestLogEntry[] = [];

  constructor(private readonly capacity = 1000) {}

  add(entry: RequestLogEntry): void {
    this.entries.push(entry);
    // Trimmed in batches, so adding stays O(1) amortised.
    if (this.entries.length > this.capacity * 2) this.entries = this.entries.slice(-this.capacity);
  }

  recent(limit: number): RequestLogEntry[] {
    return this.entries.slice(-Math.min(limit, this.capacity));
  }

  clear(): void {
    this.entries = [];
  }
}
