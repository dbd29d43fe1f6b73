// The account's transcripts, a page at a time, as the All transcripts page lists them. The orders
// of the list (the service's `sort=` values) come from the spec's enum, through the SDK.
import type { TranscriptSort } from '@scribekit/sdk';

export { TRANSCRIPT_SORTS, type TranscriptSort } from '@scribekit/sdk';

/** A transcript in the account's list. */
export interface TranscriptRow {
  /** Transcript id. */
  id: string;
  /** Title. */
  title: string;
  /** Status name. */
  status: string;
  /** Length in seconds (0 until known). */
  durationS: number;
  /** Number of speakers. */
  speakerCount: number;
  /** When it was created (ISO timestamp). */
  createdAt: string;
}

/** One page of the account's transcripts. */
export interface TranscriptPage {
  /** The transcripts on this page. */
  items: TranscriptRow[];
  /** How many match in all. */
  total: number;
  /** How many were skipped. */
  skip: number;
  /** Page size. */
  limit: number;
}

/** What the all-transcripts page asks for. */
export interface TranscriptQuery {
  /** Words to search for; empty for all. */
  q: string;
  /** Status to keep; empty for all. */
  status: string;
  /** Only transcripts with a speaker of this name or label (the service's match); '' for any. */
  speaker?: string;
  /** Only transcripts made since: `today`, an age such as `7d`, or an ISO date; '' for any time. */
  since?: string;
  /** Order of the list (newest first when left out). */
  sort?: TranscriptSort;
  /** How many to skip. */
  skip: number;
  /** Page size (at most 200). */
  limit: number;
}
