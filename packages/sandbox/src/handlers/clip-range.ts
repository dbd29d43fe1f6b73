import { bodyInvalid } from '../errors/api-error.js';

/** The clip of a create body (null where unset); 422 when it would end before it starts. */
export function clipRange(body: { clip_start_s?: number | null; clip_end_s?: number | null }): {
  clipStartS: number | null;
  clipEndS: number | null;
} {
  const clipStartS = body.clip_start_s ?? null;
  const clipEndS = body.clip_end_s ?? null;
  if (clipEndS !== null && clipEndS <= (clipStartS ?? 0)) {
    throw bodyInvalid('body.clip_end_s: must be greater than clip_start_s', ['body', 'clip_end_s']);
  }
  return { clipStartS, clipEndS };
}
