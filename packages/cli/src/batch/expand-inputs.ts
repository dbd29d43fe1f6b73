import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { detectPage, mediaExtensions } from '@scribekit/shared';
import { UsageError } from '../errors.js';
import { globBase, globMatcher, isGlob } from './glob.js';

/** One input of a batch, before it becomes an item: a file on disk or a link. */
export type BatchInput = { kind: 'file'; path: string } | { kind: 'url'; url: string };

/** A file found by an input, with the folder that input names (`--exclude` is matched from it). */
type Found = BatchInput & { from?: string };

/** A path with `/` between its names, whatever the platform. */
const slashed = (path: string) => path.split(sep).join('/');

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

async function expandOne(input: string, cwd: string, warnings: string[]): Promise<Found[]> {
  if (isUrl(input)) {
    const page = detectPage(input);
    if (page.kind === 'meeting') {
      throw new UsageError(`${input} is a live meeting: send the bot with \`scribekit record\``);
    }
    // Tracking parameters are dropped, so one video pasted twice is one item.
    return [{ kind: 'url', url: page.kind === 'import' ? page.url : input }];
  }
  const path = resolve(cwd, input);
  const info = await stat(path).catch(() => undefined);
  // A name that exists is itself, even with glob characters in it (`take[2].wav`).
  if (!info && isGlob(input)) {
    const { base, pattern } = globBase(input);
    const root = resolve(cwd, base);
    const matches = globMatcher(pattern);
    const files = (await walk(root).catch(() => [])).filter((path) =>
      matches(slashed(relative(root, path))),
    );
    if (files.length === 0) warnings.push(`"${input}" matched no file (searched in ${root})`);
    return files.map((file) => ({ kind: 'file', path: file, from: root }));
  }
  if (!info) throw new UsageError(`${input}: no such file or folder`);
  if (info.isDirectory()) {
    return (await walk(path))
      .filter(isMedia)
      .map((file) => ({ kind: 'file', path: file, from: path }));
  }
  return [{ kind: 'file', path, from: dirname(path) }];
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
 * What `--exclude` patterns leave out: a pattern without `/` is matched against the file's name
 * (`--exclude '*.m4a'`, `--exclude '{*.mp3,*.m4a}'`), one with `/` against its path from the
 * folder its input names (`--exclude 'drafts/**'` for `transcribe ./recordings`) or from the
 * current folder (`--exclude 'recordings/drafts/**'`), or from the root when it starts with `/`.
 * `unused()` lists the patterns that left nothing out.
 */
export function excludedBy(patterns: string[], cwd: string) {
  const used = new Set<string>();
  const tests = patterns.map((pattern) => {
    const matches = globMatcher(pattern.replace(/^\.\//, ''));
    if (!pattern.includes('/')) return (path: string) => matches(basename(path));
    if (pattern.startsWith('/')) return (path: string) => matches(slashed(path));
    return (path: string, from: string) =>
      matches(slashed(relative(from, path))) || matches(slashed(relative(cwd, path)));
  });
  return {
    /** Whether the file `path`, found by an input naming the folder `from`, is left out. */
    test(path: string, from: string): boolean {
      const index = tests.findIndex((test) => test(path, from));
      if (index < 0) return false;
      used.add(patterns[index] as string);
      return true;
    },
    unused: () => patterns.filter((pattern) => !used.has(pattern)),
  };
}

/**
 * Files, folders (their audio and video files, recursively), globs and links, as a list without
 * repeats and without the files `exclude` patterns leave out. Paths in a `--from` list are
 * relative to the list's folder. `warnings` say which glob matched no file and which `--exclude`
 * pattern left nothing out (a typo, or a path from the wrong folder).
 */
export async function expandInputs(
  args: string[],
  listed: { inputs: string[]; dir: string } | undefined,
  cwd: string,
  exclude: string[] = [],
): Promise<{ inputs: BatchInput[]; warnings: string[] }> {
  const excluded = excludedBy(exclude, cwd);
  const warnings: string[] = [];
  const groups = await Promise.all([
    ...args.map((input) => expandOne(input, cwd, warnings)),
    ...(listed?.inputs ?? []).map((input) => expandOne(input, listed?.dir ?? cwd, warnings)),
  ]);
  const seen = new Set<string>();
  const inputs: BatchInput[] = [];
  for (const { from, ...input } of groups.flat()) {
    const key = input.kind === 'file' ? input.path : input.url;
    if (seen.has(key)) continue;
    if (input.kind === 'file' && excluded.test(input.path, from ?? cwd)) continue;
    seen.add(key);
    inputs.push(input);
  }
  for (const pattern of excluded.unused()) {
    warnings.push(
      `--exclude '${pattern}' left no file out (a pattern with / is matched from each input folder and from ${cwd})`,
    );
  }
  return { inputs, warnings };
}
