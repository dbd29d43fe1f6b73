import { autoNameSpeakers, deriveActionItems, deriveChapters } from '../content/index.js';
import { conflict, notFound } from '../errors/api-error.js';
import { type HandlerMap, ok, type Runtime } from '../runtime.js';
import { addActionItems, createTranscript, transcriptSource } from '../services/transcripts.js';
import type { TranscriptRecord, TranscriptResult } from '../state/types.js';
import { iso } from '../views/time.js';
import {
  createResponse,
  full,
  meta,
  scopeConfig,
  segmentView,
  statusResponse,
  transcriptResult,
  transcriptState,
} from '../views/transcripts.js';
import { clipRange } from './clip-range.js';
import { listTranscripts } from './transcript-list.js';

export function getTranscriptOr404(rt: Runtime, id: string): TranscriptRecord {
  const t = rt.store.transcripts.get(id);
  if (!t) throw notFound('Transcript', id);
  return t;
}

/** The result of a completed transcript; 409 `transcript_not_ready` otherwise. */
export function completedResult(rt: Runtime, t: TranscriptRecord): TranscriptResult {
  const result = transcriptResult(t);
  if (!result) {
    const { status } = transcriptState(rt, t);
    throw conflict(
      'transcript_not_ready',
      `Transcript ${t.id} is ${status}; it must be completed first.`,
    );
  }
  return result;
}

function titleFromFileName(name: string): string {
  return name.replace(/\.[A-Za-z0-9]{1,5}$/, '') || name;
}

/** A list the transcript has once completed; empty before. */
function derivedList(rt: Runtime, id: string, pick: (r: TranscriptResult) => unknown[]) {
  const result = transcriptResult(getTranscriptOr404(rt, id));
  return ok(result ? pick(result) : []);
}

export const transcriptHandlers: HandlerMap = {
  createTranscript: async ({ rt, body }) => {
    const file = rt.store.files.get(body.file_id);
    if (!file) throw notFound('File', body.file_id);
    if (file.status !== 'ready') {
      throw conflict(
        'file_not_ready',
        `File ${file.id} is ${file.status}; complete its upload first.`,
      );
    }
    const { clipStartS, clipEndS } = clipRange(body);
    const t = await createTranscript(rt, file, {
      title: body.title ?? titleFromFileName(file.name),
      settings: {
        language: body.language ?? '',
        diarize: body.diarize ?? true,
        autoSmartReport: body.auto_smart_report ?? false,
        clipStartS,
        clipEndS,
      },
    });
    return ok(createResponse(rt, t));
  },

  listTranscripts: ({ rt, query }) => ok(listTranscripts(rt, query)),
  getTranscript: ({ rt, params }) => ok(full(rt, getTranscriptOr404(rt, params.id))),
  getTranscriptMeta: ({ rt, params }) => ok(meta(rt, getTranscriptOr404(rt, params.id))),
  getTranscriptStatus: ({ rt, params }) =>
    ok(statusResponse(rt, getTranscriptOr404(rt, params.id))),

  listTranscriptSegments: ({ rt, params, query }) => {
    const result = transcriptResult(getTranscriptOr404(rt, params.id));
    const segments = result?.generated.segments ?? [];
    const offset = query.offset as number;
    const limit = query.limit as number;
    return ok({
      items: segments
        .slice(offset, offset + limit)
        .map((s) => segmentView(s, query.include_words === true)),
      total: segments.length,
      offset,
      limit,
    });
  },

  listTranscriptSpeakers: ({ rt, params }) =>
    derivedList(rt, params.id, (r) => r.generated.speakers),
  listTranscriptChapters: ({ rt, params }) => derivedList(rt, params.id, (r) => r.chapters),
  listTranscriptActionItems: ({ rt, params }) => derivedList(rt, params.id, (r) => r.actionItems),
  listTranscriptAnnotations: ({ rt, params }) => derivedList(rt, params.id, (r) => r.annotations),
  listTranscriptContentEvents: ({ rt, params }) =>
    derivedList(rt, params.id, (r) => r.contentEvents),
  listTranscriptSuggestions: ({ rt, params }) => derivedList(rt, params.id, (r) => r.suggestions),
  getTranscriptScopeConfig: ({ rt, params }) => ok(scopeConfig(getTranscriptOr404(rt, params.id))),

  detectTranscriptSpeakers: ({ rt, params }) => {
    const t = getTranscriptOr404(rt, params.id);
    const result = completedResult(rt, t);
    // Detection is deterministic: it finds the speakers the segments already name.
    const speaking = new Set(result.generated.segments.map((s) => s.speaker_id));
    return ok(result.generated.speakers.filter((s) => speaking.has(s.id)));
  },

  generateTranscriptChapters: ({ rt, params }) => {
    const t = getTranscriptOr404(rt, params.id);
    const result = completedResult(rt, t);
    result.chapters = deriveChapters(transcriptSource(t, result));
    rt.store.transcripts.markChanged(t);
    return ok(result.chapters);
  },

  regenerateTranscriptChapters: ({ rt, params }) => {
    const t = getTranscriptOr404(rt, params.id);
    const result = completedResult(rt, t);
    result.chapters = deriveChapters(transcriptSource(t, result));
    rt.store.transcripts.markChanged(t);
    return ok(result.chapters);
  },

  autoNameTranscriptSpeakers: ({ rt, params }) => {
    const t = getTranscriptOr404(rt, params.id);
    const result = completedResult(rt, t);
    result.generated.speakers = autoNameSpeakers(transcriptSource(t, result));
    rt.store.transcripts.reindex(t);
    rt.store.transcripts.markChanged(t);
    return ok(result.generated.speakers);
  },

  extractTranscriptActionItems: ({ rt, params }) => {
    const t = getTranscriptOr404(rt, params.id);
    const result = completedResult(rt, t);
    const createdAt = iso(t.completedAtMs ?? rt.now());
    const items = deriveActionItems(transcriptSource(t, result), { createdAt });
    return ok(addActionItems(rt, t, result, items));
  },
};
