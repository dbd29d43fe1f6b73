/**
 * The folder outputs (or the ledger) are written to is full (ENOSPC, or EDQUOT over a disk
 * quota). The batch stops at the first one, before another quota slot is spent: every later
 * item would need the disk too. The message names the folder and what the write needed.
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
  declare readonly free?: number;

  constructor(
    message: string,
    fields: { code: string; folder: string; path: string; needed: number; free?: number },
  ) {
    super(message);
    Object.assign(this, fields);
  }
}

/** Whether an error says the disk is full (`DiskFullError`, or a raw ENOSPC / EDQUOT). */
export const isDiskFull = (error: unknown): boolean =>
  /^(ENOSPC|EDQUOT)$/.test((error as { code?: string } | null)?.code ?? '');
