import type { ActionItemStatus } from '../generated/spec-enums.js';

/** One recognised word of a segment, times in seconds on the media timeline. */
export interface Word {
  start_s: number;
  end_s: number;
  text: string;
  /** null for tokens that carry no speech, such as a lone dash. */
  confidence: number | null;
}

/** A segment as the API returns it (reference 2.3); `words` only when include_words=true. */
export interface Segment {
  id: string;
  seq: number;
  start_s: number;
  end_s: number;
  speaker_id: string;
  text: string;
  confidence: number;
  edited: boolean;
  words?: Word[];
  language: string;
}

/** A segment straight from the generator, which always carries its words. */
export interface SegmentWithWords extends Segment {
  words: Word[];
}

/** A speaker as the API returns it (reference 2.4). */
export interface Speaker {
  id: string;
  label: string;
  name: string;
  avatar_color: string;
  speaking_seconds: number;
}

/** Chapter (DECISIONS.md). */
export interface Chapter {
  id: string;
  seq: number;
  title: string;
  summary: string;
  start_s: number;
  end_s: number;
}

/** Action item (DECISIONS.md). */
export interface ActionItem {
  id: string;
  transcript_id: string;
  text: string;
  assignee: string | null;
  speaker_id: string | null;
  segment_id: string | null;
  start_s: number | null;
  status: ActionItemStatus;
  created_at: string;
}

/** Annotation (DECISIONS.md). */
export interface Annotation {
  id: string;
  segment_id: string;
  kind: AnnotationKind;
  text: string;
  start_s: number;
  end_s: number;
  created_at: string;
}

/** Kinds of annotation the sandbox derives. */
export type AnnotationKind = 'question' | 'decision' | 'action_item' | 'low_confidence';

/** Content event (DECISIONS.md). */
export interface ContentEvent {
  id: string;
  type: ContentEventType;
  label: string;
  start_s: number;
  end_s: number;
  segment_id: string;
}

/** Types of content event the sandbox derives. */
export type ContentEventType = 'question' | 'decision' | 'topic_change' | 'action_item';

/** Suggestion (DECISIONS.md). */
export interface Suggestion {
  id: string;
  kind: SuggestionKind;
  text: string;
  target_id: string | null;
}

/** Kinds of suggestion the sandbox derives. */
export type SuggestionKind = 'rename_speaker' | 'review_segment' | 'assign_action_item';

/** Scope config (DECISIONS.md): the settings a transcript was created with. */
export interface ScopeConfig {
  transcript_id: string;
  language: string;
  diarize: boolean;
  clip_start_s: number | null;
  clip_end_s: number | null;
  auto_smart_report: boolean;
}

/** The parts of a stored transcript that derivations read. */
export interface TranscriptSource {
  /** Transcript id; every derived id is computed from it, so repeated calls agree. */
  id: string;
  /** Segments in any order; derivations sort them by `seq`. */
  segments: readonly Segment[];
  /** Speakers of the transcript. */
  speakers: readonly Speaker[];
}

/** The failure fields of a transcript (reference 2.2). */
export interface TranscriptionFailure {
  error: string;
  error_code: TranscriptionErrorCode;
  error_hint: string;
}

/** Machine-readable reasons a transcription fails. */
export type TranscriptionErrorCode =
  | 'empty_file'
  | 'unsupported_media'
  | 'corrupt_media'
  | 'invalid_clip_range'
  | 'clip_out_of_range';
