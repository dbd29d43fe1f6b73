import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { startSandbox } from '../src/index.js';
import { defaultSpecPath } from '../src/spec/load-spec.js';
import type { Json } from './support/sandbox.js';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-startup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function specWith(change: (doc: Json) => void): string {
  const doc = JSON.parse(readFileSync(defaultSpecPath(), 'utf8'));
  change(doc);
  const path = join(dir, `spec-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(doc));
  return path;
}

describe('start-up checks', () => {
  test('a spec operation without a handler stops the start with its operationId', async () => {
    const specPath = specWith((doc) => {
      doc.paths['/transcripts/{id}/translate'] = {
        post: {
          operationId: 'translateTranscript',
          security: [{ apiKey: ['transcripts:write'] }],
          responses: { 200: { description: 'ok' } },
        },
      };
    });
    await expect(startSandbox({ specPath, log: () => undefined })).rejects.toThrow(
      /translateTranscript/,
    );
  });

  test('an operation without operationId stops the start', async () => {
    const specPath = specWith((doc) => {
      delete doc.paths['/webhooks/'].get.operationId;
    });
    await expect(startSandbox({ specPath, log: () => undefined })).rejects.toThrow(
      /no operationId/,
    );
  });

  test('a missing spec names the build command', async () => {
    await expect(
      startSandbox({ specPath: join(dir, 'absent.json'), log: () => undefined }),
    ).rejects.toThrow(/pnpm --filter spec build/);
  });

  test('close() stops the origins and removes the temp directory', async () => {
    const sandbox = await startSandbox({ log: () => undefined });
    const { existsSync } = await import('node:fs');
    expect(existsSync(sandbox.tempDir)).toBe(true);
    await sandbox.close();
    expect(existsSync(sandbox.tempDir)).toBe(false);
    await expect(fetch(`${sandbox.apiUrl}/transcripts/`)).rejects.toThrow();
    await sandbox.close();
  });
});
