import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestSandbox, type TestSandbox } from './support/sandbox.js';

describe('titles the sandbox gives imported links', () => {
  let sbx: TestSandbox;
  beforeAll(async () => {
    sbx = await startTestSandbox();
  });
  afterAll(async () => {
    expect(sbx.problems).toEqual([]);
    await sbx.close();
  });

  test.each([
    ['https://vimeo.com/76979871/8272103f6e?share=copy', 'Vimeo recording 76979871', '8272103f6e'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'YouTube recording dQw4w9WgXcQ', '42s'],
    ['https://cdn.example.com/talks/keynote.mp3?token=s3cr3t', 'keynote', 's3cr3t'],
  ])('%s is titled %s, never with its secret', async (url, title, secret) => {
    const preview = await sbx.api('POST', '/source-imports/preview', { body: { url } });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.title).toBe(title);
    const created = await sbx.api('POST', '/source-imports/', { body: { url } });
    expect(created.status, created.text).toBe(200);
    await sbx.idle();
    const job = await sbx.api('GET', `/source-imports/${created.body.id}`);
    expect(JSON.stringify(job.body.title ?? '')).not.toContain(secret);
  });
});
