/** Why a caption file could not be read, for programs. */
export type CaptionParseErrorKey = 'missing_header' | 'bad_timing' | 'not_text';

/** A caption file that cannot be read: where (`line`, from 1) and why (`key`), in words. */
export class CaptionParseError extends Error {
  override name = 'CaptionParseError';
  constructor(
    readonly key: CaptionParseErrorKey,
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
  }
}
