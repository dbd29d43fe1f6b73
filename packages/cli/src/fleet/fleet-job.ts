import type { BatchOptions, ItemError } from '@scribekit/sdk/batch';
import type { CaptionPresetName } from '../captions/caption-args.js';

/** What `transcribe --redis` queues per input: the item and the batch's settings. */
export interface FleetJobData {
  item:
    | { kind: 'file'; id: string; name: string; path: string }
    | { kind: 'url'; id: string; name: string; url: string };
  /** Output folder (absolute; the workers must see it, e.g. a shared volume). */
  out: string;
  ledgerId: string;
  settings: Pick<BatchOptions, 'formats' | 'report' | 'transcript' | 'limits'> & {
    /** `--captions`: srt and vtt built from the words to this preset. */
    captions?: CaptionPresetName;
  };
}

/** What a worker answers per job (an item that failed is a completed job with its error). */
export type FleetJobResult =
  | { status: 'done'; transcriptId: string; outputs: string[]; skipped: boolean }
  | { status: 'failed'; error: ItemError };

/** Progress a worker reports per job. */
export interface FleetJobProgress {
  phase: string;
  fraction: number;
}
