// The account's transcripts, a page at a time, as the All transcripts page lists them.

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

/** The orders the account's transcripts can be listed in (the service's `sort=` values). */
export const TRANSCRIPT_SORTS = [
  'created_at_desc',
  'created_at_asc',
  'title_asc',
  'title_desc',
  'duration_desc',
  'duration_asc',
] as const;

/** One order of the list. */
export type TranscriptSort = (typeof TRANSCRIPT_SORTS)[number];

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
