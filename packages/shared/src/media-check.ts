import { mediaExtensions } from './catalog/media-extensions.js';
import { sniffMedia } from './media-sniff.js';

/** How many bytes of a file's start `refuseNonMedia` needs to recognise its container. */
export const MEDIA_HEAD_BYTES = 4096;

/** Why a file is not worth an upload, with a machine-readable key and a sentence for people. */
export interface MediaRefusal {
  key: 'empty_file' | 'unsupported_media';
  text: string;
}

const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';

/**
 * Whether a file can be a recording, from its size, its first bytes (`MEDIA_HEAD_BYTES` of them)
 * and its name or MIME type: undefined when it can, else why not. The bytes decide; bytes that
 * match no known container pass when the name or type says audio or video (raw and rare formats),
 * as the service itself decides.
 */
export function refuseNonMedia(
  size: number,
  head: Uint8Array,
  filename = '',
  mimeType = '',
): MediaRefusal | undefined {
  if (size === 0) return { key: 'empty_file', text: 'the file is empty (0 bytes)' };
  const sniffed = sniffMedia(head);
  if (sniffed.family === 'media') return undefined;
  if (sniffed.family === 'other') {
    return {
      key: 'unsupported_media',
      text: `the file is not audio or video: its first bytes are a ${sniffed.description}`,
    };
  }
  if (/^(audio|video)\//i.test(mimeType) || mediaExtensions.includes(extensionOf(filename))) {
    return undefined;
  }
  return {
    key: 'unsupported_media',
    text: 'the file is not audio or video: its first bytes match no audio or video format',
  };
}
