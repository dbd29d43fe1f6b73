import { defineSite, lastSegment } from '../site-entry.js';

const meetingCode = /^[a-z]{3}-[a-z]{4}-[a-z]{3}$/;

/**
 * Google Meet rooms (`meet.google.com/abc-defg-hij`); canonical without `authuser` and the like.
 * The landing page, `/new` and `/lookup/...` nicknames have no meeting code and are not matched.
 */
export const googleMeet = defineSite({
  code: 'google_meet',
  label: 'Google Meet',
  ignoredParams: ['authuser', 'hs', 'pli', 'ijlm', 'hl'],
  titleId: lastSegment,
  hosts: ['meet.google.com'],
  paths: [
    (page) => {
      const [code, ...rest] = page.segments;
      const lower = code?.toLowerCase();
      return page.host === 'meet.google.com' &&
        lower &&
        rest.length === 0 &&
        meetingCode.test(lower)
        ? `https://meet.google.com/${lower}`
        : null;
    },
  ],
});
