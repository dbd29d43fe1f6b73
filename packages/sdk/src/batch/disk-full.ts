/** Error codes of a full disk: no space left, or the user's disk quota exceeded. */
const FULL = new Set(['ENOSPC', 'EDQUOT']);

/**
 * The folder outputs (or the ledger) are written to is full. The batch stops at the first one,
 * before another quota slot is spent: every later item would need the disk too.
 */
export class DiskFullError extends Error {
  static {
    DiskFullError.prototype.name = 'DiskFullError';
  }
  /** `ENOSPC` or `EDQUOT`. */
  declare readonly code: string;
  /** The folder that is full. */
  declare readonly folder: string;
  /** The file that could not be written. */
  declare readonly path: string;
  /** Bytes the write needed. */
  declare readonly needed: number;
  /** Bytes free on that disk for this user, when known. */
  declare readonly free: number | undefined;

  constructor(options: {
    code: string;
    folder: string;
    path: string;
    needed: number;
    free?: number | undefined;
  }) {
    const free = options.free === undefined ? '' : `, ${bytes(options.free)} free`;
    super(
      `The disk holding ${options.folder} is full (${options.code}${free}): writing ${options.path} needs ${bytes(options.needed)}.`,
    );
    this.code = options.code;
    this.folder = options.folder;
    this.path = options.path;
    this.needed = options.needed;
    this.free = options.free;
  }
}

/** Whether an error says the disk is full (`DiskFullError`, or a raw ENOSPC / EDQUOT). */
export function isDiskFull(error: unknown): boolean {
  return (
    error instanceof DiskFullError || FULL.has((error as { code?: unknown } | null)?.code as string)
  );
}

/** A size for people: 512 B, 12 KB, 3.4 MB. */
export function bytes(count: number): string {
  if (count < 1024) return `${count} B`;
  if (count < 1024 * 1024) return `${Math.ceil(count / 1024)} KB`;
  return `${(count / 1024 / 1024).toFixed(1)} MB`;
}
