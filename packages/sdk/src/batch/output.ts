/** Where a batch writes its outputs. */
export interface OutputSink {
  /**
   * Writes one output file completely or not at all (a crash never leaves half a file under the
   * final name). Resolves once it is durable.
   */
  write(name: string, bytes: Uint8Array): Promise<void>;
}

/** Outputs kept in memory (tests, or a browser that offers them for download afterwards). */
export function memoryOutput(): OutputSink & { files: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array>();
  return {
    files,
    async write(name, bytes) {
      files.set(name, bytes);
    },
  };
}
