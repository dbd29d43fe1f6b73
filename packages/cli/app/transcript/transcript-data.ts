// What the view reads from tool results: get_transcript's page, or transcribe's answer.

export interface Segment {
  index: number;
  start_s: number;
  end_s: number;
  speaker: string;
  text: string;
}

export interface TranscriptPage {
  id: string;
  title: string;
  status: string;
  language: string;
  duration_s: number;
  speakers: { id: string; name: string; talk_time_s: number }[];
  segments: Segment[];
  total_segments: number;
  next_offset?: number;
}

/** A transcript id and page from a tool result's structuredContent, whichever tool made it. */
export function readResult(result: { structuredContent?: unknown }): {
  page?: TranscriptPage;
  id?: string;
} {
  const data = (result.structuredContent ?? {}) as Record<string, unknown>;
  if (Array.isArray(data.segments) && typeof data.id === 'string') {
    return { page: data as unknown as TranscriptPage, id: data.id };
  }
  if (typeof data.transcript_id === 'string' && data.status === 'completed') {
    return { id: data.transcript_id };
  }
  return {};
}

/** `h:mm:ss` of a position in seconds. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(whole / 3600)}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}
