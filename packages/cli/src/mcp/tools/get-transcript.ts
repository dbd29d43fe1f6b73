import type { Scribekit } from '@scribekit/sdk/node';
import * as z from 'zod';
import { maxCharsArgument, RESULT_BUDGET } from '../answer-budget.js';
import { clock } from '../clock.js';
import { defineTool, paged } from '../define-tool.js';
import { TRANSCRIPT_APP_URI } from '../transcript-app/app-uri.js';
import { transcriptLink, transcriptUri } from '../transcript-link.js';

/** Most segments one call asks the service for (its page limit); the budget usually cuts first. */
const MAX_SEGMENTS = 2000;
/** The fewest characters a segment adds to a result (its keys, and its line in the text). */
const MIN_SEGMENT_CHARS = 66;

const output = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string().describe('pending, processing, completed or failed.'),
  progress: z.number().describe('0–1 while the service is transcribing.'),
  error: z.string().optional().describe('Why it failed, when it did.'),
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
      speaker: z.string(),
      text: z.string(),
      words: z
        .array(z.object({ start_s: z.number(), end_s: z.number(), text: z.string() }))
        .optional(),
      words_left_out: z
        .boolean()
        .optional()
        .describe("true when this segment's words alone were over max_chars and were left out."),
    }),
  ),
  offset: z.number(),
  total_segments: z.number(),
  cut: z.boolean().describe('true when more segments follow this page.'),
  next_offset: z.number().optional().describe('The offset of the next page; absent at the end.'),
  resource_uri: z.string(),
});

type Segment = z.infer<typeof output>['segments'][number];

/** Segments with words are fetched this many at a time, until more could not fit anyway. */
const WORDS_CHUNK = 100;

/**
 * The segments a page may show, from `offset`: never more than `limit`, nor more than could fit
 * the budget (each adds at least MIN_SEGMENT_CHARS); with words — often 2 kB a segment — in
 * chunks, stopping once twice the budget of them is in hand, so a call never downloads the
 * 2,000 segments' words to show 40 of them.
 */
async function fetchSegments(
  scribekit: Scribekit,
  args: { id: string; offset: number; limit: number; include_words: boolean },
  budget: number,
  signal: AbortSignal,
) {
  const most = Math.min(args.limit, Math.ceil(budget / MIN_SEGMENT_CHARS) + 1);
  const list = (offset: number, limit: number) =>
    scribekit.transcripts.listSegments(
      args.id,
      { offset, limit, include_words: args.include_words },
      { signal },
    );
  if (!args.include_words) return list(args.offset, most);
  const items: Awaited<ReturnType<typeof list>>['items'] = [];
  let total = Number.POSITIVE_INFINITY;
  let size = 0;
  while (items.length < most && args.offset + items.length < total && size <= budget * 2) {
    const chunk = await list(
      args.offset + items.length,
      Math.min(WORDS_CHUNK, most - items.length),
    );
    total = chunk.total;
    if (chunk.items.length === 0) break;
    items.push(...chunk.items);
    size += JSON.stringify(chunk.items).length;
  }
  return { items, total: Number.isFinite(total) ? total : 0 };
}

export default defineTool({
  name: 'get_transcript',
  title: 'Read a transcript',
  description: `Read a transcript: its title, duration, language, the speakers with their names and talk time, and the segments — who said what, when (the text as lines with h:mm:ss, the data with seconds). Long transcripts come in pages: at most limit segments and at most max_chars characters (${RESULT_BUDGET.toLocaleString('en-US')} by default) for the whole answer; when it is cut, next_offset says where the next call starts, and paging on covers every segment once. A transcript still being made answers with its status and progress and no segments yet.`,
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
        `Most segments to return (1–${MAX_SEGMENTS}); fewer when max_chars is reached first.`,
      ),
    include_words: z
      .boolean()
      .default(false)
      .describe('Also return each word with its own start and end (for captions or quotes).'),
    max_chars: maxCharsArgument,
  }),
  output,
  app: TRANSCRIPT_APP_URI,
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
    const [speakerList, page] = ready
      ? await Promise.all([
          scribekit.transcripts.listSpeakers(args.id, options),
          fetchSegments(scribekit, args, call.budget, call.signal),
        ])
      : [[], { items: [], total: 0 }];
    const speakers = speakerList.map((speaker) => ({
      id: speaker.id,
      name: speaker.name || speaker.label,
      talk_time_s: speaker.speaking_seconds,
      talk_time: clock(speaker.speaking_seconds),
    }));
    const names = new Map(speakers.map((speaker) => [speaker.id, speaker.name]));
    const segments: Segment[] = page.items.map((segment, i) => ({
      index: args.offset + i,
      start_s: segment.start_s,
      end_s: segment.end_s,
      speaker: names.get(segment.speaker_id) ?? '',
      text: segment.text,
      ...(args.include_words && segment.words
        ? { words: segment.words.map(({ start_s, end_s, text }) => ({ start_s, end_s, text })) }
        : {}),
    }));
    const head = [
      `# ${meta.title}`,
      `${clock(meta.duration_s)} · ${meta.language || meta.detected_language || 'language not known yet'} · ${meta.status} · created ${meta.created_at}`,
    ];
    const answer = (shown: Segment[]) => {
      const after = args.offset + shown.length;
      const cut = after < page.total;
      const structured = {
        id: meta.id,
        title: meta.title,
        status: meta.status,
        progress: meta.progress,
        ...(meta.error ? { error: meta.error } : {}),
        language: meta.language || meta.detected_language || '',
        duration_s: meta.duration_s,
        duration: clock(meta.duration_s),
        created_at: meta.created_at,
        speakers,
        segments: shown,
        offset: args.offset,
        total_segments: page.total,
        cut,
        ...(cut ? { next_offset: after } : {}),
        resource_uri: transcriptUri(meta.id),
      };
      const lines = [...head];
      if (!ready) {
        lines.push(
          meta.status === 'failed'
            ? `The transcription failed: ${meta.error ?? 'no reason given'}${meta.error_hint ? ` — ${meta.error_hint}` : ''}.`
            : `Not ready yet: ${meta.status}, ${Math.round(meta.progress * 100)}%. Ask again in a moment.`,
        );
      } else {
        const wordless = shown.filter((s) => s.words_left_out).map((s) => s.index + 1);
        lines.push(
          `Speakers: ${speakers.map((s) => `${s.name} (${s.talk_time})`).join(', ') || 'none'}`,
          '',
          ...shown.map((s) => `[${clock(s.start_s)}] ${s.speaker}: ${s.text}`),
          '',
          cut
            ? `Segments ${args.offset + 1}–${after} of ${page.total}; the answer is cut here: call get_transcript again with offset ${after} for the rest.`
            : `Segments ${shown.length ? `${args.offset + 1}–${after}` : 'none'} of ${page.total}.`,
          ...(wordless.length
            ? [
                `The words of segment ${wordless.join(', ')} are left out: alone they are over max_chars (${call.budget}); ask with a larger max_chars for them.`,
              ]
            : []),
          ...(args.include_words
            ? ["Each segment's words with their times are in the structured data."]
            : []),
        );
      }
      return { structured, text: lines.join('\n'), links: [transcriptLink(meta.id, meta.title)] };
    };
    // The largest page within the budget; when not even one segment fits with its words, that
    // one comes without them, so paging on never stalls.
    return paged(segments.length, (n) => {
      if (n > 0 || segments.length === 0) return answer(segments.slice(0, n));
      const [first] = segments as [Segment];
      const { words: _, ...bare } = first;
      return answer([{ ...bare, words_left_out: true }]);
    });
  },
});
