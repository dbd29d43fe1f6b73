import type { Hono } from 'hono';
import type { SegmentWithWords, Word } from '../../content/index.js';
import { ApiError, notFound } from '../../errors/api-error.js';
import { completedResult } from '../../handlers/transcripts.js';
import type { Runtime } from '../../runtime.js';
import { listItem } from '../../views/transcripts.js';
import type { AppEnv } from '../middleware.js';

const PUNCTUATION_ONLY = /^[\p{P}\p{S}]+$/u;
/** Most characters of one edited segment's text. */
const MAX_TEXT = 10_000;

function parseEdits(body: unknown, segments: readonly SegmentWithWords[]): Map<number, string> {
  const edits = (body as { segments?: unknown } | null)?.segments;
  const invalid = (message: string, loc: Array<string | number>) =>
    new ApiError(422, 'validation_error', message, { loc });
  if (!Array.isArray(edits) || edits.length === 0) {
    throw invalid('body.segments: a non-empty array of {seq, text} is required', [
      'body',
      'segments',
    ]);
  }
  const seqs = new Set(segments.map((segment) => segment.seq));
  const bySeq = new Map<number, string>();
  edits.forEach((edit: { seq?: unknown; text?: unknown }, i) => {
    if (!Number.isInteger(edit?.seq) || !seqs.has(edit.seq as number)) {
      throw invalid(`body.segments[${i}].seq: the seq of one of the transcript's segments`, [
        'body',
        'segments',
        i,
        'seq',
      ]);
    }
    const text = typeof edit.text === 'string' ? edit.text.trim() : '';
    if (text.length === 0 || text.length > MAX_TEXT) {
      throw invalid(`body.segments[${i}].text: 1 to ${MAX_TEXT} characters`, [
        'body',
        'segments',
        i,
        'text',
      ]);
    }
    bySeq.set(edit.seq as number, text);
  });
  return bySeq;
}

/** The words of an edited text, spread evenly over the segment's time (as an editor re-aligns). */
function retimedWords(segment: SegmentWithWords, text: string): Word[] {
  const tokens = text.split(/\s+/);
  const step = (segment.end_s - segment.start_s) / tokens.length;
  const at = (k: number) => Math.round((segment.start_s + k * step) * 1000) / 1000;
  return tokens.map((token, k) => ({
    start_s: at(k),
    end_s: k === tokens.length - 1 ? segment.end_s : at(k + 1),
    text: token,
    confidence: 1,
  }));
}

/**
 * `POST /__sandbox/transcripts/<id>/edit {segments: [{seq, text}]}`: a completed transcript's
 * segments edited as in the service's web editor (text replaced, `edited` set, words re-timed,
 * the word count recounted, `completed_at` now), so clients that keep copies can be tested on a
 * transcript that changed. Answers with its list item.
 */
export function mountTranscriptEditRoutes(app: Hono<AppEnv>, rt: Runtime): void {
  app.post('/__sandbox/transcripts/:id/edit', (c) => {
    const id = c.req.param('id');
    const t = rt.store.transcripts.get(id);
    if (!t) throw notFound('Transcript', id);
    const result = completedResult(rt, t);
    const { generated } = result;
    const edits = parseEdits(c.get('operatorBody'), generated.segments);
    // A new list, never the old one changed in place (its JSON is cached by identity).
    const segments = generated.segments.map((segment) => {
      const text = edits.get(segment.seq);
      return text === undefined
        ? segment
        : { ...segment, text, edited: true, words: retimedWords(segment, text) };
    });
    // Counted as the generator counts: every word but lone punctuation.
    const words = segments.reduce(
      (sum, segment) =>
        sum + segment.words.filter((word) => !PUNCTUATION_ONLY.test(word.text)).length,
      0,
    );
    result.generated = { ...generated, segments, word_count: words };
    t.completedAtMs = rt.now();
    rt.store.transcripts.markChanged(t);
    return c.json(listItem(rt, t));
  });
}
