import type { PageUrl } from '../url-utils.js';

/** Recognises one shape of address; returns its canonical URL, or null when it does not apply. */
export type PathRule = (page: PageUrl) => string | null;

/** The parts of a canonical URL a title is made from. */
export interface CanonicalParts {
  /** Lower-case host. */
  readonly host: string;
  /** Non-empty path segments, still percent-encoded. */
  readonly segments: readonly string[];
  /** The query parameters (values decoded). */
  readonly query: URLSearchParams;
}

/**
 * Picks what names the recording or meeting in a title (a video id, a room name, a file name)
 * from its canonical URL: never a secret (a private hash, a passcode, a token). Null for none.
 */
export type TitleId = (url: CanonicalParts) => string | null | undefined;

/** The last path segment: the id of most canonical addresses. */
export const lastSegment: TitleId = ({ segments }) => segments.at(-1);

/** One provider or platform of the catalog. */
export interface SiteEntry<Code extends string> {
  /** The API code (`youtube`, `zoom`, ...). */
  readonly code: Code;
  /** Name shown to people. */
  readonly label: string;
  /** Hosts matched exactly or as a dot-suffix (`youtube.com` also covers `m.youtube.com`). */
  readonly hosts: readonly string[];
  /**
   * Query parameters that never change which recording an address is (a start time, a playlist
   * and its position, share and app markers): removed before the rules run, so every form of a
   * recording's address has one canonical URL. The rules build that URL from what identifies
   * the recording alone, so tracking parameters never reach it either.
   */
  readonly ignoredParams: readonly string[];
  /** Tried in order; the first rule that returns a URL wins. */
  readonly paths: readonly PathRule[];
  /** What names a recording of this entry in a title, from its canonical URL. */
  readonly titleId: TitleId;
}

/** Helper that keeps the code type of an entry literal. */
export function defineSite<Code extends string>(entry: SiteEntry<Code>): SiteEntry<Code> {
  return entry;
}
