/** What a container-header parser learned about a file's duration. */
export type HeaderDuration =
  | { status: 'found'; durationS: number }
  /**
   * The header is fine but does not say (or lies beyond the sample): estimate instead, from the
   * bit rate measured in the sample when the parser could (else a typical one).
   */
  | { status: 'unknown'; bitsPerSecond?: number }
  /** The header is broken: the file cannot be decoded. */
  | { status: 'corrupt'; reason: string };

/** The bytes of a file the parsers may look at: its start, plus the size of the whole file. */
export interface MediaSample {
  /** The first bytes of the file (the server passes up to 1 MiB). */
  sampleBytes: Uint8Array;
  /** Size of the whole file in bytes. */
  sizeBytes: number;
}

/** A DataView over the sample, for little- and big-endian reads. */
export const viewOf = (bytes: Uint8Array): DataView =>
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Four ASCII characters at `offset` (shorter when the sample ends). */
export const fourCc = (bytes: Uint8Array, offset: number): string =>
  String.fromCharCode(...bytes.subarray(offset, offset + 4));
