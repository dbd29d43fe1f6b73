import type { UploadInput } from '../index.js';

/** A recording on this machine (or in the browser) to upload, transcribe and export. */
export interface FileItem {
  kind: 'file';
  /** Stable identity of the item in the ledger, e.g. the absolute path. */
  id: string;
  /** Base name of its outputs: `<name>.<format>` (unique within the batch). */
  name: string;
  /** File name sent to upload-init (default: `name`). */
  filename?: string;
  /** MIME type sent to upload-init (the service guesses from the name when absent). */
  mimeType?: string;
  /** Size and modification time: an unchanged file is recognised without hashing it again. */
  stat(): Promise<{ size: number; modifiedMs?: number }>;
  /** Hex SHA-256 of the bytes: a file whose content is already done is never uploaded twice. */
  sha256(): Promise<string>;
  /** Opens the bytes for an upload (called again when an upload resumes). */
  open(): Promise<OpenedFile>;
  /**
   * Why the file cannot be a recording — empty, or its first bytes are not audio or video — or
   * undefined when it can be. The batch asks before spending an upload slot and parks a refused
   * item (`fileItem` checks the magic numbers; without this method the service decides).
   */
  checkMedia?(): Promise<{ key: string; text: string } | undefined>;
}

/** The bytes of a file item, opened for one upload attempt. */
export interface OpenedFile {
  input: UploadInput;
  /** Releases the file (a file handle); called when the attempt ends. */
  close?(): Promise<void>;
}

/** A link to a recording (a video platform or a media file) to import, transcribe and export. */
export interface UrlItem {
  kind: 'url';
  /** Stable identity of the item in the ledger (default: the URL). */
  id: string;
  /** Base name of its outputs: `<name>.<format>`. */
  name: string;
  /** The link sent to the source import. */
  url: string;
}

/** One unit of work of a batch. */
export type BatchItem = FileItem | UrlItem;

/** A file item from a Blob or File (browsers, extension): hashed with WebCrypto. */
export function blobItem(
  blob: Blob,
  options: { id: string; name: string; filename?: string },
): FileItem {
  let digest: Promise<string> | undefined;
  return {
    kind: 'file',
    id: options.id,
    name: options.name,
    filename: options.filename ?? ('name' in blob ? String(blob.name) : options.name),
    ...(blob.type ? { mimeType: blob.type } : {}),
    stat: async () => ({ size: blob.size }),
    sha256: () => {
      digest ??= blob
        .arrayBuffer()
        .then((bytes) => crypto.subtle.digest('SHA-256', bytes))
        .then(toHex);
      return digest;
    },
    open: async () => ({ input: blob }),
  };
}

/** A link as a batch item; `name` defaults to a name derived from the link. */
export function urlItem(url: string, options: { id?: string; name?: string } = {}): UrlItem {
  return { kind: 'url', id: options.id ?? url, name: options.name ?? nameFromUrl(url), url };
}

/** A file-system-safe base name for a link: its last path segment, else its host. */
export function nameFromUrl(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  const segment = parsed?.pathname.split('/').filter(Boolean).pop() ?? '';
  const base =
    decodeURIComponent(segment).replace(/\.[a-z0-9]{1,5}$/i, '') || parsed?.hostname || 'link';
  return base.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(0, 100);
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
