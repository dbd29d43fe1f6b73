import { createServer } from 'node:net';
import { describe, expect, test } from 'vitest';
import { neverReachedService } from '../../src/batch/node/index.js';
import { ConnectionError, ValidationError } from '../../src/index.js';
import { createScribekit } from '../../src/node/index.js';
import { operator, sandbox, testClient } from '../integration/helpers.js';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('neverReachedService', () => {
  test('true for a refused connection or a name that does not resolve', async () => {
    for (const baseUrl of [
      `http://127.0.0.1:${await closedPort()}`,
      'http://scribekit-test.invalid',
    ]) {
      const scribekit = createScribekit({
        baseUrl,
        apiKey: 'sk_x',
        maxRetries: 0,
        logLevel: 'off',
      });
      const error = await scribekit.transcripts.list().catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(ConnectionError);
      expect(neverReachedService(error)).toBe(true);
    }
  });

  test('false when the request may have reached it: a dropped answer, or an answer', async () => {
    const { scribekit } = testClient({ maxRetries: 0 });
    await operator('POST', 'faults', {
      match: { method: 'POST', path: '/api/v1/exports/' },
      effect: { drop: true },
    });
    const dropped = await scribekit.exports
      .create({ transcript_id: '00000000-0000-4000-8000-000000000000', format: 'txt' })
      .catch((reason: unknown) => reason);
    expect(dropped).toBeInstanceOf(ConnectionError);
    expect(neverReachedService(dropped)).toBe(false);
    const refused = await scribekit.exports
      .create({ transcript_id: 'not-a-uuid', format: 'txt' } as never)
      .catch((reason: unknown) => reason);
    expect(refused).toBeInstanceOf(ValidationError);
    expect(neverReachedService(refused)).toBe(false);
    expect(sandbox().baseUrl).toBeTruthy();
  });
});
