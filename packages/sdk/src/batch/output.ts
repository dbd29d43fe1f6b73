/** What an output file held when it was written: recorded in the ledger, checked on a rerun. */
export interface WrittenFile {
  /** Its size in bytes. */
  size: number;
  /** Hex SHA-256 of its bytes. */
  sha256: string;
}

/** How an output file compares with what was written: the same, missing, or changed since. */
export type OutputState = 'same' | 'missing' | 'changed';

/** Where a batch writes its outputs. */
export interface OutputSink {
  /**
   * Writes one output file completely or not at all (a crash never leaves half a file under the
   * final name). Resolves once it is durable.
   */
  write(name: string, bytes: Uint8Array): Promise<void>;
  /**
   * Whether the output is still as written (`expected`; without a hash, only its presence is
   * checked). A rerun makes a missing or changed output again. A sink without it is trusted.
   */
  check?(
    name: string,
    expected: { size?: number | undefined; sha256?: string | undefined },
  ): Promise<OutputState>;
}

/** The size and SHA-256 of bytes about to be written (WebCrypto: browsers and Node alike). */
export async function fingerprint(bytes: Uint8Array): Promise<WrittenFile> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  const sha256 = Array.from(new Uint8Array(digest), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return { size: bytes.byteLength, sha256 };
}

/**
 * Outputs kept in memory (tests, or a browser that offers them for download afterwards). It has
 * no `check`: what it once handed over is gone from it by design, so a rerun trusts the ledger.
 */
export function memoryOutput(): OutputSink & { files: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array>();
  return {
    files,
    async write(name, bytes) {
      files.set(name, bytes);
    },
  };
}
