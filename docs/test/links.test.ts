import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { checkLinks, repositoryMarkdown } from '../scripts/check-links.mjs';

const docs = resolve(import.meta.dirname, '..');
const root = resolve(docs, '..');

test('every link and anchor of the built site and of the READMEs resolves', () => {
  const broken = checkLinks({
    dist: join(docs, '.vitepress/dist'),
    root,
    markdownFiles: repositoryMarkdown(root),
  });
  expect(broken).toEqual([]);
});

/** Writes `files` (path → text) under a new temporary folder; returns it. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'scribekit-links-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

test('a missing page, a missing anchor and a missing file are each reported', () => {
  const repo = tree({
    'docs/guides/webhooks.md': '# Webhooks\n\n## Testing\n',
    'docs/.vitepress/dist/guides/webhooks.html':
      '<h1 id="webhooks">Webhooks</h1><h2 id="testing">Testing</h2>',
    'docs/.vitepress/dist/index.html': [
      '<a href="/guides/webhooks#testing">fine</a>',
      '<a href="/guides/webhooks#retries">no such anchor</a>',
      '<a href="/guides/uploads">no such page</a>',
      '<a href="https://example.com/x">elsewhere: not checked</a>',
    ].join('\n'),
    'README.md': [
      '# Kit',
      '## Quick start',
      '[ok](#quick-start) [bad](#quickstart)',
      '[ok](https://github.com/scribekit/scribekit/blob/main/docs/guides/webhooks.md#testing)',
      '[bad](https://github.com/scribekit/scribekit/blob/main/docs/guides/webhooks.md#signing)',
      '[bad](https://github.com/scribekit/scribekit/blob/main/docs/guides/batch.md)',
      '[bad](./LICENSE)',
    ].join('\n'),
  });
  const broken = checkLinks({
    dist: join(repo, 'docs/.vitepress/dist'),
    root: repo,
    markdownFiles: [join(repo, 'README.md')],
  });
  expect(broken).toEqual([
    'index.html: /guides/webhooks#retries (no #retries there)',
    'index.html: /guides/uploads (no such page)',
    'README.md:3: #quickstart (no such heading)',
    'README.md:5: https://github.com/scribekit/scribekit/blob/main/docs/guides/webhooks.md#signing (no #signing there)',
    'README.md:6: https://github.com/scribekit/scribekit/blob/main/docs/guides/batch.md (no docs/guides/batch.md in the repository)',
    'README.md:7: ./LICENSE (no LICENSE in the repository)',
  ]);
});
