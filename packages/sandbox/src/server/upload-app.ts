import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { ApiError, conflict, notFound } from '../errors/api-error.js';
import { expectedPartSize, isCompleting, partResource } from '../handlers/files.js';
import type { Runtime } from '../runtime.js';
import { PartTooLargeError } from '../upload/part-store.js';
import { canonicalPath } from './canonical-path.js';
import { durableAnswers } from './durable-answers.js';
import { faultInjection } from './fault-injection.js';
import { hostGuard } from './host-guard.js';
import { CLIENT_CLOSED, requestLog } from './logger.js';
import { type AppEnv, corsFor, errorJson, requestId } from './middleware.js';
import { recordRequests } from './request-log.js';
import { noSniff } from './safe-headers.js';

/** The upload origin: `PUT /uploads/{file_id}/parts/{part_no}?expires=..&signature=..`. */
export function createUploadApp(rt: Runtime): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(
    '*',
    requestId(),
    requestLog(rt.config.logger, 'upload'),
    // Before the request log reads a body: a Host not served is refused unread.
    hostGuard(rt),
    canonicalPath(),
    noSniff(),
    recordRequests(rt, 'upload'),
    corsFor(rt),
    faultInjection(rt, 'upload'),
    // Innermost: a fault that damages an answer damages one already kept.
    durableAnswers(rt),
  );

  app.put('/uploads/:fileId/parts/:partNo', async (c) => {
    const { fileId, partNo: partRaw } = c.req.param();
    const partNo = Number(partRaw);
    // Only the address as signed: `parts/01` or `parts/1.0` name part 1 but were never signed.
    const signedForm = String(partNo) === partRaw;
    const check = rt.signer.check(
      partResource(fileId, partNo),
      c.req.query('expires') ?? null,
      c.req.query('signature') ?? null,
    );
    if (!check.ok || !signedForm) {
      return errorJson(
        c,
        check.ok === false && check.reason === 'expired'
          ? new ApiError(
              403,
              'url_expired',
              'This upload address has expired; re-sign the part with the presign operation.',
            )
          : new ApiError(
              403,
              'invalid_signature',
              'The signature of this upload address is invalid.',
            ),
      );
    }
    const file = rt.store.files.get(fileId);
    if (!file) return errorJson(c, notFound('File', fileId));
    const notUploading = () =>
      errorJson(
        c,
        conflict(
          'invalid_state',
          isCompleting(file)
            ? `The upload of file ${fileId} is being completed; its parts can no longer change.`
            : `The upload of file ${fileId} is already ${file.status}.`,
        ),
      );
    const accepting = () => file.status === 'uploading' && !isCompleting(file);
    if (!accepting()) return notUploading();
    const maxBytes = expectedPartSize(file, partNo);
    const body = c.req.raw.body ? Readable.fromWeb(c.req.raw.body as never) : Readable.from([]);
    try {
      const { md5, size } = await rt.parts.writePart(fileId, partNo, body, maxBytes);
      // The upload may have been completed while these bytes were arriving.
      if (!accepting()) return notUploading();
      file.parts.set(partNo, { etag: md5, size });
      rt.store.files.markChanged(file);
      return new Response(null, { status: 200, headers: { etag: `"${md5}"` } });
    } catch (error) {
      if (error instanceof PartTooLargeError) {
        return errorJson(
          c,
          new ApiError(400, 'part_too_large', `Part ${partNo} may hold at most ${maxBytes} bytes.`),
        );
      }
      // A client that stops sending (a cancelled or retried upload) is not a sandbox error: the
      // part is discarded and the request log says so in one line.
      if (c.env.incoming.destroyed) return new Response(null, { status: CLIENT_CLOSED });
      throw error;
    }
  });

  app.notFound((c) => errorJson(c, new ApiError(404, 'not_found', 'No such upload address.')));
  app.onError((error, c) => {
    rt.config.log(`upload origin error: ${(error as Error).stack ?? String(error)}`);
    return errorJson(c, new ApiError(500, 'internal_error', 'The upload failed in the sandbox.'));
  });
  return app;
}
