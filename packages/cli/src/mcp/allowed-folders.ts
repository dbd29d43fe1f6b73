import { lstat, mkdir, realpath, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import {
  basename,
  dirname,
  extname,
  isAbsolute,
  join,
  parse,
  relative,
  resolve,
  sep,
} from 'node:path';
import { fileURLToPath } from 'node:url';
import { UsageError } from '../errors.js';
import { ToolUserError } from './tool-errors.js';

/** The folders given at start (--allow-dir, else the current folder), as real paths. */
export async function startFolders(
  given: readonly string[],
  cwd: string,
): Promise<{ folders: string[]; note?: string }> {
  if (given.length === 0) {
    const here = await realpath(cwd);
    // A client that starts servers in `/` (Claude Desktop does) would otherwise open the disk.
    if (parse(here).root === here) {
      return {
        folders: [],
        note: `the server was started in ${here}, the filesystem root, which is never allowed by default`,
      };
    }
    return { folders: [here] };
  }
  const folders: string[] = [];
  for (const folder of given) {
    const path = resolve(cwd, folder);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isDirectory()) throw new UsageError(`--allow-dir ${folder}: no such folder`);
    folders.push(await realpath(path));
  }
  return { folders };
}

/** The real paths of the client's `file://` roots (others, and missing folders, are left out). */
export async function rootFolders(uris: readonly string[]): Promise<string[]> {
  const folders: string[] = [];
  for (const uri of uris) {
    if (!uri.startsWith('file://')) continue;
    try {
      folders.push(await realpath(fileURLToPath(uri)));
    } catch {
      // A root that does not exist (or is not a file URI) allows nothing.
    }
  }
  return folders;
}

/** The folders one call may use: the start folders and the client's roots, each once. */
export const callFolders = (start: readonly string[], roots: readonly string[]): string[] => [
  ...new Set([...start, ...roots]),
];

const isInside = (path: string, folder: string) => {
  const rel = relative(folder, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
};

function outside(shown: string, folders: readonly string[]): ToolUserError {
  return new ToolUserError(
    `${shown} is outside the folders this server may use (${folders.join(', ')}). Use a path inside one of them, or ask the user to add the folder: a root in the client, or --allow-dir when starting \`scribekit mcp\`.`,
  );
}

/** The path as the user meant it: `~/` and `file://` understood, `..` refused, relative to the first folder. */
function requested(text: string, folders: readonly string[], note?: string): string {
  if (folders.length === 0) {
    throw new ToolUserError(
      `No folder is open to this server${note ? ` (${note})` : ''}. Ask the user to start it with --allow-dir FOLDER, or to add the folder as a root in the client.`,
    );
  }
  if (text.trim() === '' || text.includes('\0')) throw new ToolUserError('The path is empty.');
  let path = text;
  if (path.startsWith('file://')) {
    try {
      path = fileURLToPath(path);
    } catch {
      throw new ToolUserError(`${text} is not a local file address.`);
    }
  }
  if (path === '~' || path.startsWith('~/')) path = join(homedir(), path.slice(1));
  if (path.split(/[\\/]/).includes('..')) {
    throw new ToolUserError(
      `${text}: paths with ".." are refused. Give the path inside an allowed folder (${folders.join(', ')}).`,
    );
  }
  return resolve(folders[0] as string, path);
}

/** A file to read: it must exist, be a file, and be inside a folder once symlinks are resolved. */
export async function readablePath(
  text: string,
  folders: readonly string[],
  note?: string,
): Promise<string> {
  const path = requested(text, folders, note);
  let real: string;
  try {
    real = await realpath(path);
  } catch {
    throw new ToolUserError(`There is no file at ${path}.`);
  }
  if (!folders.some((folder) => isInside(real, folder))) {
    throw outside(real === path ? path : `${path} (a link to ${real})`, folders);
  }
  if (!(await stat(real)).isFile()) throw new ToolUserError(`${path} is a folder, not a file.`);
  return real;
}

/**
 * Where to write a new file: inside a folder once symlinks are resolved, never over an existing
 * file; a folder (existing, or a new path ending in `/` or without an extension) gets
 * `defaultName` inside it; missing folders on the way are created.
 */
export async function writablePath(
  text: string,
  folders: readonly string[],
  defaultName: string,
  note?: string,
): Promise<string> {
  let path = requested(text, folders, note);
  const existing = await lstat(path).catch(() => undefined);
  // A folder, or what can only be meant as one (`exports/`, `exports`: no extension).
  if (existing?.isDirectory() || (!existing && (/[\\/]$/.test(text) || extname(path) === ''))) {
    path = join(path, defaultName);
  } else if (existing) {
    throw new ToolUserError(
      `${path} already exists; give a new file name (files are never overwritten).`,
    );
  }
  if (await lstat(path).catch(() => undefined)) {
    throw new ToolUserError(
      `${path} already exists; give a new file name (files are never overwritten).`,
    );
  }
  // The nearest folder on the way that exists decides, with its symlinks resolved.
  let ancestor = dirname(path);
  while (!(await lstat(ancestor).catch(() => undefined))) ancestor = dirname(ancestor);
  const realAncestor = await realpath(ancestor);
  if (!folders.some((folder) => isInside(realAncestor, folder))) {
    throw outside(
      realAncestor === ancestor ? path : `${path} (through a link to ${realAncestor})`,
      folders,
    );
  }
  const target = join(realAncestor, relative(ancestor, path));
  await mkdir(dirname(target), { recursive: true });
  return join(await realpath(dirname(target)), basename(target));
}
