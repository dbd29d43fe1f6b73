import type { ScopeConfig } from '../types.js';

/** The settings a transcript was created with, as the server stored them. */
export interface ScopeConfigInput {
  /** Transcript id. */
  transcriptId: string;
  /** Requested language; null, undefined or '' for auto-detection. */
  language?: string | null;
  /** Whether speakers were separated (API default true). */
  diarize?: boolean;
  /** Requested clip start in seconds, if any. */
  clipStartS?: number | null;
  /** Requested clip end in seconds, if any. */
  clipEndS?: number | null;
  /** Whether a summary report was queued automatically (API default false). */
  autoSmartReport?: boolean;
}

/** The scope-config body for a transcript (DECISIONS.md). */
export function deriveScopeConfig(input: ScopeConfigInput): ScopeConfig {
  return {
    transcript_id: input.transcriptId,
    language: input.language ?? '',
    diarize: input.diarize ?? true,
    clip_start_s: input.clipStartS ?? null,
    clip_end_s: input.clipEndS ?? null,
    auto_smart_report: input.autoSmartReport ?? false,
  };
}
