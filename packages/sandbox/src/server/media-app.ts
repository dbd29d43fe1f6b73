import { open } from 'node:fs/promises';
import { Hono } from 'hono';
import { servedType } from '../content/media/served-type.js';
import { ApiError } from '../errors/api-error.js';
import type { Runtime } from '../runtime.js';
import { canonicalPath } from './canonical-path.js';
import { attachment } from './content-disposition.js';
import { durableAnswers } from './durable-answers.js';
import { faultInjection } from './fault-injection.js';
import { hostGuard } from './host-guard.js';
import { requestLog } from './logger.js';
import { type AppEnv, corsFor, errorJson, requestId } from './middleware.js';
import { serveFile } from './range.js';
import { recordRequests } from './request-log.js';
import { noSniff, noStore } from './safe-headers.js';

/** The first bytes of a file, enough to tell its type. */
async function readHead(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The media origin: pre-signed downloads and streaming of files and exports, with `Range`. */
export function createMediaApp(rt: Runtime): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(
    '*',
    requestId(),
    requestLog(rt.config.logger, 'media'),
    // Before the request log reads a body: a Host not served is refused unread.
    hostGuard(rt),
    canonicalPath(),
    noSniff(),
    recordRequests(rt, 'media'),
    // Every address here is a signed link, and the bytes are the account's.
    noStore(),
    corsFor(rt),
    faultInjection(rt, 'media'),
    // Innermost: a fault that damages an answer damages one already kept.
    durableAnswers(rt),
  );

  app.on(['GET', 'HEAD'], '/:kind{files|exports}/:id', async (c) => {
    const { kind, id } = c.req.param();
    const check = rt.signer.check(
      `/${kind}/${id}`,
      c.req.query('expires') ?? null,
      c.req.query('signature') ?? null,
    );
    if (!check.ok) {
      return errorJson(
        c,
        check.reason === 'expired'
          ? new ApiError(403, 'url_expired', 'This link has expired; ask the API for a new one.')
          : new ApiError(403, 'invalid_signature', 'The signature of this link is invalid.'),
      );
    }
    const range = c.req.header('range') ?? null;
    if (kind === 'files') {
      const file = rt.store.files.get(id);
      if (!file?.dataPath || file.status !== 'ready') {
        return errorJson(c, new ApiError(404, 'not_found', `File ${id} has no bytes to serve.`));
      }
      return serveFile(file.dataPath, {
        method: c.req.method,
        range,
        // What the bytes are, not what the uploader declared (text/html would run as a page).
        contentType: servedType(await readHead(file.dataPath)),
        disposition: attachment(file.name, 'recording'),
      });
    }
    const record = rt.store.exports.get(id);
    if (record?.outcome?.kind !== 'ready') {
      return errorJson(c, new ApiError(404, 'not_found', `Export ${id} is not ready.`));
    }
    const transcript = rt.store.transcripts.get(record.transcriptId);
    const name = `${transcript?.title ?? 'transcript'}.${record.outcome.extension}`;
    const fallback = `transcript.${record.outcome.extension}`;
    return serveFile(record.outcome.path, {
      method: c.req.method,
      range,
      contentType: record.outcome.mime,
      disposition: attachment(name, fallback),
    });
  });

  app.notFound((c) => errorJson(c, new ApiError(404, 'not_found', 'No such media address.')));
  app.onError((error, c) => {
    rt.config.log(`media origin error: ${(error as Error).stack ?? String(error)}`);
    return errorJson(
      c,
      new ApiError(500, 'internal_error', 'Serving the media failed in the sandbox.'),
    );
  });
  return app;
}
