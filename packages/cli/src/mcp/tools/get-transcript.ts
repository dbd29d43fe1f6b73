import * as z from 'zod';
import { clock } from '../clock.js';
import { defineTool } from '../define-tool.js';
import { transcriptLink, transcriptUri } from '../transcript-link.js';

/** Most segments one call returns (fewer with words, which are many per segment). */
const MAX_SEGMENTS = 500;
const MAX_SEGMENTS_WITH_WORDS = 100;
/** Most characters of segment text one call returns, so a page fits an assistant's context. */
const MAX_TEXT = 60_000;

const output = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string().describe('pending, processing, completed or failed.'),
  progress: z.number().describe('0–1 while the service is transcribing.'),
  error: z.string().nullable().describe('Why it failed, when it did.'),
  language: z.string(),
  duration_s: z.number(),
  duration: z.string().describe('h:mm:ss'),
  created_at: z.string(),
  speakers: z.array(
    z.object({
      id: z.string(),
      name: z.string().describe('The speaker\'s name, or a label such as "Speaker 1".'),
      talk_time_s: z.number(),
      talk_time: z.string().describe('h:mm:ss'),
    }),
  ),
  segments: z.array(
    z.object({
      index: z.number().describe('Position in the transcript, for offset.'),
      start_s: z.number(),
      end_s: z.number(),
      start: z.string().describe('h:mm:ss'),
      end: z.string().describe('h:mm:ss'),
      speaker: z.string(),
      text: z.string(),
      words: z
        .array(z.object({ start_s: z.number(), end_s: z.number(), text: z.string() }))
        .optional(),
    }),
  ),
  offset: z.number(),
  total_segments: z.number(),
  cut: z.boolean().describe('true when more segments follow this page.'),
  next_offset: z.number().nullable().describe('The offset of the next page, or null at the end.'),
  resource_uri: z.string(),
});

export default defineTool({
  name: 'get_transcript',
  title: 'Read a transcript',
  description:
    'Read a transcript: its title, duration, language, the speakers with their names and talk time, and the segments — who said what, when — with times in seconds and as h:mm:ss. Long transcripts come in pages: at most 500 segments (100 with words) and about 60,000 characters per call; when the answer is cut, next_offset says where the next call starts. A transcript still being made answers with its status and progress and no segments yet.',
  input: z.object({
    id: z.uuid().describe('The transcript id (from transcribe, search_transcripts or list_jobs).'),
    offset: z
      .number()
      .int()
      .min(0)
      .default(0)
      .describe('Index of the first segment (0 = the start).'),
    limit: z
      .number()
      .int()
      .min(1)
      .max(MAX_SEGMENTS)
      .default(200)
      .describe(
        `Most segments to return (at most ${MAX_SEGMENTS}, ${MAX_SEGMENTS_WITH_WORDS} with words).`,
      ),
    include_words: z
      .boolean()
      .default(false)
      .describe('Also return each word with its own start and end (for captions or quotes).'),
  }),
  output,
  annotations: {
    readOnlyHint: true,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: false,
  },
  async run(args, call) {
    const { scribekit } = await call.deps.account();
    const options = { signal: call.signal };
    const meta = await scribekit.transcripts.getMeta(args.id, options);
    const ready = meta.status === 'completed';
    const max = args.include_words ? MAX_SEGMENTS_WITH_WORDS : MAX_SEGMENTS;
    const [speakerList, page] = ready
      ? await Promise.all([
          scribekit.transcripts.listSpeakers(args.id, options),
          scribekit.transcripts.listSegments(
            args.id,
            {
              offset: args.offset,
              limit: Math.min(args.limit, max),
              include_words: args.include_words,
            },
            options,
          ),
        ])
      : [[], { items: [], total: 0 }];
    const speakers = speakerList.map((speaker) => ({
      id: speaker.id,
      name: speaker.name || speaker.label,
      talk_time_s: speaker.speaking_seconds,
      talk_time: clock(speaker.speaking_seconds),
    }));
    const names = new Map(speakers.map((speaker) => [speaker.id, speaker.name]));
    const segments: z.infer<typeof output>['segments'] = [];
    let characters = 0;
    for (const [i, segment] of page.items.entries()) {
      characters += segment.text.length + (segment.words?.length ?? 0) * 30;
      if (characters > MAX_TEXT && segments.length > 0) break;
      segments.push({
        index: args.offset + i,
        start_s: segment.start_s,
        end_s: segment.end_s,
        start: clock(segment.start_s),
        end: clock(segment.end_s),
        speaker: names.get(segment.speaker_id) ?? '',
        text: segment.text,
        ...(args.include_words && segment.words
          ? {
              words: segment.words.map(({ start_s, end_s, text }) => ({ start_s, end_s, text })),
            }
          : {}),
      });
    }
    const after = args.offset + segments.length;
    const cut = after < page.total;
    const structured = {
      id: meta.id,
      title: meta.title,
      status: meta.status,
      progress: meta.progress,
      error: meta.error,
      language: meta.language || meta.detected_language || '',
      duration_s: meta.duration_s,
      duration: clock(meta.duration_s),
      created_at: meta.created_at,
      speakers,
      segments,
      offset: args.offset,
      total_segments: page.total,
      cut,
      next_offset: cut ? after : null,
      resource_uri: transcriptUri(meta.id),
    };
    const lines = [
      `# ${meta.title}`,
      `${structured.duration} · ${structured.language || 'language not known yet'} · ${meta.status} · created ${meta.created_at}`,
    ];
    if (!ready) {
      lines.push(
        meta.status === 'failed'
          ? `The transcription failed: ${meta.error ?? 'no reason given'}${meta.error_hint ? ` — ${meta.error_hint}` : ''}.`
          : `Not ready yet: ${meta.status}, ${Math.round(meta.progress * 100)}%. Ask again in a moment.`,
      );
    } else {
      lines.push(
        `Speakers: ${speakers.map((s) => `${s.name} (${s.talk_time})`).join(', ') || 'none'}`,
        '',
        ...segments.map((s) => `[${s.start}] ${s.speaker}: ${s.text}`),
        '',
        cut
          ? `Segments ${args.offset + 1}–${after} of ${page.total}; the answer is cut here: call get_transcript again with offset ${after} for the rest.`
          : `Segments ${segments.length ? `${args.offset + 1}–${after}` : 'none'} of ${page.total}.`,
      );
    }
    return { structured, text: lines.join('\n'), links: [transcriptLink(meta.id, meta.title)] };
  },
});
