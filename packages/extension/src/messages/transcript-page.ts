// A transcript and what the transcript page shows with it: speakers, lines, the recording,
// chapters, action items, reports and exports.

/** One speaker of a transcript. */
export interface SpeakerView {
  /** Speaker id. */
  id: string;
  /** Name, or the label (`Speaker 1`) when unnamed. */
  name: string;
  /** Hex colour. */
  color: string;
  /** Seconds spoken. */
  speakingSeconds: number;
}

/** One segment of a transcript. */
export interface SegmentView {
  /** Segment id. */
  id: string;
  /** Start, seconds. */
  startS: number;
  /** End, seconds. */
  endS: number;
  /** Speaker id. */
  speakerId: string;
  /** Text. */
  text: string;
}

/** A transcript, ready for the transcript page. */
export interface TranscriptView {
  /** Transcript id. */
  id: string;
  /** Title. */
  title: string;
  /** Length in seconds. */
  durationS: number;
  /** Language code (detected when auto). */
  language: string | null;
  /** Status name. */
  status: string;
  /** Speakers. */
  speakers: SpeakerView[];
  /** Every segment, in order. */
  segments: SegmentView[];
  /** The imported page or media link, opened at a moment in a tab; null for other recordings. */
  source: TranscriptSource | null;
  /** The recording's file, played in the page (uploads, tab and meeting recordings); else null. */
  playback: TranscriptPlayback | null;
}

/** A transcript's recording as the page plays it. */
export interface TranscriptPlayback {
  /** Pre-signed streaming address of the file (it expires: ask `getPlayback` for a new one). */
  url: string;
  /** The file's type as the service knows it ('' when unknown). */
  mime: string;
}

/** The recording behind a transcript, for "play from this moment". */
export interface TranscriptSource {
  /** The page or media address. */
  url: string;
  /** How a moment is put into the address: provider page or a media fragment. */
  kind: 'youtube' | 'vimeo' | 'loom' | 'media';
}

/** A chapter of a transcript. */
export interface ChapterView {
  /** Chapter id. */
  id: string;
  /** Title. */
  title: string;
  /** Summary, when the service gave one. */
  summary: string | null;
  /** Start, seconds. */
  startS: number;
}

/** An action item found in a transcript. */
export interface ActionItemView {
  /** Item id. */
  id: string;
  /** What is to be done. */
  text: string;
  /** Who it falls to, when named. */
  assignee: string | null;
  /** The segment it comes from, when known. */
  segmentId: string | null;
  /** Its moment, seconds, when known. */
  startS: number | null;
  /** `open` or `done`. */
  status: string;
}

/** A Smart Report (the transcript page uses the `summary` type). */
export interface ReportView {
  /** Report id. */
  id: string;
  /** `pending`, `processing`, `completed` or `failed`. */
  status: string;
  /** The report in Markdown, once completed. */
  markdown: string | null;
  /** Why it failed, in the service's words. */
  error: string | null;
}

/** A finished export, ready to download. */
export interface ExportLink {
  /** Pre-signed address of the file (no key needed). */
  url: string;
  /** File name to save it as. */
  filename: string;
}
