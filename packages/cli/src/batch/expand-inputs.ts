import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { detectPage, mediaExtensions } from '@scribekit/shared';
import { UsageError } from '../errors.js';
import { globBase, globToRegExp, isGlob } from './glob.js';

/** One input of a batch, before it becomes an item: a file on disk or a link. */
export type BatchInput = { kind: 'file'; path: string } | { kind: 'url'; url: string };

const media = new Set(mediaExtensions.map((ext) => `.${ext}`));
const isMedia = (path: string) => media.has(extname(path).toLowerCase());
const isUrl = (input: string) => /^https?:\/\//i.test(input);

/** Every file under `dir` (hidden files and folders left out), in a stable order. */
async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await walk(path)));
    else if (entry.isFile()) found.push(path);
  }
  return found;
}

async function expandOne(input: string, cwd: string): Promise<BatchInput[]> {
  if (isUrl(input)) {
    const page = detectPage(input);
    if (page.kind === 'meeting') {
      throw new UsageError(`${input} is a live meeting: send the bot with \`scribekit record\``);
    }
    // Tracking parameters are dropped, so one video pasted twice is one item.
    return [{ kind: 'url', url: page.kind === 'import' ? page.url : input }];
  }
  if (isGlob(input)) {
    const { base, pattern } = globBase(input);
    const root = resolve(cwd, base);
    const matcher = globToRegExp(pattern);
    const files = await walk(root).catch(() => []);
    return files
      .filter((path) => matcher.test(relative(root, path).split(sep).join('/')))
      .map((path) => ({ kind: 'file', path }));
  }
  const path = resolve(cwd, input);
  const info = await stat(path).catch(() => undefined);
  if (!info) throw new UsageError(`${input}: no such file or folder`);
  if (info.isDirectory()) {
    return (await walk(path)).filter(isMedia).map((file) => ({ kind: 'file', path: file }));
  }
  return [{ kind: 'file', path }];
}

/** The lines of a `--from` list: one input each; blank lines and `#` comments skipped. */
export async function readInputList(
  listPath: string,
  cwd: string,
): Promise<{ inputs: string[]; dir: string }> {
  const path = resolve(cwd, listPath);
  const text = await readFile(path, 'utf8').catch(() => {
    throw new UsageError(`--from ${listPath}: cannot read it`);
  });
  const inputs = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  return { inputs, dir: dirname(path) };
}

/**
 * Whether `--exclude` patterns leave a file out: a pattern without `/` is matched against the
 * file's name (`--exclude '*.m4a'`), one with `/` against its path from the current folder
 * (`--exclude 'calls/drafts/**'`), or from the root when it starts with `/`.
 */
export function excludedBy(patterns: string[], cwd: string): (path: string) => boolean {
  const tests = patterns.map((pattern) => {
    const matcher = globToRegExp(pattern.replace(/^\.\//, ''));
    if (!pattern.includes('/')) return (path: string) => matcher.test(basename(path));
    if (pattern.startsWith('/')) return (path: string) => matcher.test(path.split(sep).join('/'));
    return (path: string) => matcher.test(relative(cwd, path).split(sep).join('/'));
  });
  return (path) => tests.some((test) => test(path));
}

/**
 * Files, folders (their audio and video files, recursively), globs and links, as a list without
 * repeats and without the files `exclude` patterns leave out. Paths in a `--from` list are
 * relative to the list's folder.
 */
export async function expandInputs(
  args: string[],
  listed: { inputs: string[]; dir: string } | undefined,
  cwd: string,
  exclude: string[] = [],
): Promise<BatchInput[]> {
  const excluded = excludedBy(exclude, cwd);
  const groups = await Promise.all([
    ...args.map((input) => expandOne(input, cwd)),
    ...(listed?.inputs ?? []).map((input) => expandOne(input, listed?.dir ?? cwd)),
  ]);
  const seen = new Set<string>();
  const result: BatchInput[] = [];
  for (const input of groups.flat()) {
    const key = input.kind === 'file' ? input.path : input.url;
    if (seen.has(key) || (input.kind === 'file' && excluded(input.path))) continue;
    seen.add(key);
    result.push(input);
  }
  return result;
}
