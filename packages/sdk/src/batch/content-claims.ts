/** What claiming a content found: this process uploads it, or another already made its transcript. */
export type ContentClaim =
  | {
      mine: true;
      /** Records the transcript made from the content (others reuse it) and ends the claim. */
      finish(transcriptId: string): Promise<void>;
      /** Ends the claim without a transcript (the upload failed or stopped): another may take it. */
      release(): Promise<void>;
    }
  | { mine: false; transcriptId: string };

/**
 * Keeps processes sharing a key from uploading one content twice. Before upload-init an item
 * claims its content (SHA-256); while another live process holds the claim it waits, then reuses
 * that process's transcript. A claim is a lease its holder renews: a dead holder's claim is taken
 * over once the lease runs out. `directoryContentClaims` (`@scribekit/sdk/batch/node`) keeps them
 * in a folder shared by the processes.
 */
export interface ContentClaims {
  /** Claims uploading `sha256`, waiting while another live holder has it. */
  claim(sha256: string, signal?: AbortSignal): Promise<ContentClaim>;
}
