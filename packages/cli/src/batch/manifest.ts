import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ItemRecord } from '@scribekit/sdk/batch';
import type { NamedInput } from './to-items.js';

/** The manifest's files in the output folder: `scribekit-manifest.csv` and `.jsonl`. */
export const MANIFEST_FILES = { csv: 'scribekit-manifest.csv', jsonl: 'scribekit-manifest.jsonl' };

/** One input of the batch in the manifest. */
export interface ManifestRow {
  /** The input: a file's absolute path, or a link. */
  input: string;
  /** SHA-256 of the file's content (empty for a link, or a file not read yet). */
  sha256: string;
  /** The output files in the folder (those written so far). */
  outputs: string[];
  transcript_id: string;
  /** `done`, `failed`, `parked` (refused input: reruns skip it), or `pending`. */
  status: 'done' | 'failed' | 'parked' | 'pending';
  /** What went wrong, in the service's words. */
  error: string;
  /** The request id of the failed request, to quote to support. */
  request_id: string;
}

const COLUMNS: (keyof ManifestRow)[] = [
  'input',
  'sha256',
  'outputs',
  'transcript_id',
  'status',
  'error',
  'request_id',
];

/** The row of an input from its ledger record; `report` is the Smart Report type asked for, if any. */
export function manifestRow(
  input: NamedInput,
  record: ItemRecord | undefined,
  report?: string,
): ManifestRow {
  const name = record?.name ?? input.name;
  const outputs = Object.entries(record?.exports ?? {})
    .filter(([, entry]) => entry?.written)
    .map(([format]) => `${name}.${format}`);
  if (report && record?.report?.written) outputs.push(`${name}.${report}.md`);
  const status =
    record?.state === 'done'
      ? 'done'
      : record?.state === 'failed'
        ? record.error?.permanent
          ? 'parked'
          : 'failed'
        : 'pending';
  return {
    input: input.kind === 'file' ? input.path : input.url,
    sha256: record?.sha256 ?? '',
    outputs,
    transcript_id: record?.transcript?.id ?? '',
    status,
    error: status === 'failed' || status === 'parked' ? (record?.error?.message ?? '') : '',
    request_id: status === 'failed' || status === 'parked' ? (record?.error?.requestId ?? '') : '',
  };
}

/**
 * A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180), and kept from
 * being read as a formula by a spreadsheet when it starts with = + - @ (a hostile file name).
 */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Writes a file beside its final name and renames it into place: a reader never sees half. */
async function replace(path: string, text: string): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    await writeFile(temporary, text);
    await rename(temporary, path);
  } catch (error) {
    // A full disk must not leave an empty temporary file behind.
    await rm(temporary, { force: true });
    throw error;
  }
}

/** The row with only the outputs that are in `dir` now: the manifest lists what is on disk. */
async function onDisk(dir: string, row: ManifestRow): Promise<ManifestRow> {
  const present = await Promise.all(
    row.outputs.map((name) =>
      stat(join(dir, name)).then(
        (info) => info.isFile(),
        () => false,
      ),
    ),
  );
  return { ...row, outputs: row.outputs.filter((_, index) => present[index]) };
}

/** The rows an earlier manifest in `dir` holds (from its JSON lines), by input. */
async function earlierRows(dir: string): Promise<Map<string, ManifestRow>> {
  const text = await readFile(join(dir, MANIFEST_FILES.jsonl), 'utf8').catch(() => '');
  const rows = new Map<string, ManifestRow>();
  for (const line of text.split('\n')) {
    try {
      const row = JSON.parse(line) as ManifestRow;
      if (typeof row.input === 'string') rows.set(row.input, row);
    } catch {
      // A blank or foreign line.
    }
  }
  return rows;
}

/**
 * Keeps `DIR/scribekit-manifest.csv` and `.jsonl` current while a batch runs: rewritten whole
 * (atomically) at most every quarter second after an item changed, and at the end. Inputs an
 * earlier run listed and this one does not keep their rows, so the manifest covers the folder.
 */
export function manifestWriter(dir: string, rows: () => Promise<ManifestRow[]>) {
  const kept = earlierRows(dir);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  const write = () => {
    timer = undefined;
    writing = writing.then(async () => {
      const current = await rows();
      const listed = new Set(current.map((row) => row.input));
      const all = await Promise.all(
        [...[...(await kept).values()].filter((row) => !listed.has(row.input)), ...current].map(
          (row) => onDisk(dir, row),
        ),
      );
      const csv = [
        COLUMNS.join(','),
        ...all.map((row) =>
          COLUMNS.map((column) =>
            csvField(column === 'outputs' ? row.outputs.join(';') : row[column]),
          ).join(','),
        ),
      ];
      await replace(join(dir, MANIFEST_FILES.csv), `${csv.join('\r\n')}\r\n`);
      await replace(
        join(dir, MANIFEST_FILES.jsonl),
        all.map((row) => `${JSON.stringify(row)}\n`).join(''),
      );
    });
    // A manifest that cannot be written must not stop the batch; the next change tries again.
    writing = writing.catch(() => undefined);
  };
  return {
    /** An item changed: the manifest is written again shortly. */
    changed() {
      timer ??= setTimeout(write, 250);
    },
    /** Writes it now and waits until it is on disk. */
    async flush() {
      if (timer) clearTimeout(timer);
      write();
      await writing;
    },
  };
}
