/**
 * Routes the real service has but only for a signed-in web session (reference, section 1):
 * deletion, manual text edits, chat, search, payment, knowledge-base query and deletion,
 * report chat/regeneration/export/streaming/revisions, and API-key management. The reference
 * names the operations, not all their paths; these patterns cover the paths it names and the
 * plausible ones. Any DELETE under the API also counts as session-only.
 */
const KB = '(?:/ai-processing)?/knowledge-bases';
const ID = '[^/]+';

const PATTERNS: [string, RegExp][] = [
  ['DELETE', /.*/],
  ['PATCH', new RegExp(`^/transcripts/${ID}/?$`)],
  ['PUT', new RegExp(`^/transcripts/${ID}/?$`)],
  ['*', new RegExp(`^/transcripts/${ID}/segments/${ID}/?$`)],
  ['*', new RegExp(`^/transcripts/${ID}/(?:text|edit|chat)(?:/.*)?$`)],
  ['*', /^\/(?:chat|search)(?:\/.*)?$/],
  ['*', /^\/transcripts\/search\/?$/],
  ['*', /^\/(?:payments?|billing|subscriptions?)(?:\/.*)?$/],
  ['*', new RegExp(`^${KB}/${ID}/query/?$`)],
  [
    '*',
    new RegExp(
      `^/smart-reports/${ID}/(?:chat|regenerate|export|exports|stream|revisions)(?:/.*)?$`,
    ),
  ],
  ['*', /^\/user\/api-keys(?:\/.*)?$/],
];

/** True when `method path` (path without the /api/v1 prefix) needs a web session. */
export function isSessionOnly(method: string, path: string): boolean {
  return PATTERNS.some(([m, pattern]) => (m === '*' || m === method) && pattern.test(path));
}
