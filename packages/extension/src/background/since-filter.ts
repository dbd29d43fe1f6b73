import { parseSince } from '@scribekit/sdk/search';
import { i18n } from '#i18n';
import { BadInputError } from './errors-to-text.js';

/**
 * The moment a "since" filter names (`today`, an age such as `7d`, an ISO date), read the way
 * `scribekit search --since` reads it; undefined for any time. A bad value is a clear error.
 */
export function sinceOf(since: unknown): Date | undefined {
  const text = String(since ?? '').trim();
  if (!text) return undefined;
  try {
    return parseSince(text);
  } catch {
    throw new BadInputError(i18n.t('errors.badSince', [text]), i18n.t('errors.badSinceDetail'));
  }
}
