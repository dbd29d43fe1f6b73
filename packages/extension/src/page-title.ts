import { type PageMatch, platforms, providers, shortPageId } from '@scribekit/shared';
import { i18n } from '#i18n';

/**
 * A provider's name for people (`YouTube`), or its code when the catalog lacks it. A direct link
 * is no brand: it is named in the browser's language.
 */
export function providerLabel(code: string): string {
  if (code === 'direct_url') return i18n.t('title.directLink');
  return providers.find((item) => item.code === code)?.label ?? code;
}

/** A meeting platform's name for people (`Google Meet`), or its code. */
export function platformLabel(code: string): string {
  return platforms.find((item) => item.code === code)?.label ?? code;
}

/**
 * A title built from a recognised address alone, in the browser's language: `YouTube video ID`,
 * `Zoom meeting 81234567890`, `Microsoft Teams meeting`, `Media file talk.mp3`; '' for `none`.
 */
export function pageTitle(match: PageMatch): string {
  if (match.kind === 'none') return '';
  const id = shortPageId(match.url);
  if (match.kind === 'meeting') {
    const label = platformLabel(match.platform);
    return id ? i18n.t('title.meetingId', [label, id]) : i18n.t('popup.meetingTitle', [label]);
  }
  if (match.provider === 'direct_url') {
    return id ? i18n.t('title.mediaFileId', [id]) : i18n.t('title.mediaFile');
  }
  const label = providerLabel(match.provider);
  return id ? i18n.t('title.videoId', [label, id]) : i18n.t('title.video', [label]);
}
