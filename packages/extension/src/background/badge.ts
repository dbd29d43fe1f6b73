import { i18n } from '#i18n';
import type { JobView } from '../messages/popup.js';
import { isActive } from './job-store.js';

/** The part of `browser.action` (or MV2's `browserAction`) the badge uses. */
export interface BadgeTarget {
  /** Sets the badge text ('' hides it). */
  setBadgeText(details: { text: string }): Promise<void> | void;
  /** Sets the badge colour. */
  setBadgeBackgroundColor(details: { color: string }): Promise<void> | void;
  /** Sets the toolbar button's tooltip (read by screen readers). */
  setTitle(details: { title: string }): Promise<void> | void;
}

const BADGE_COLOR = '#1d4ed8';
const REFUSED_COLOR = '#b91c1c';

/** The badge text for these jobs: how many are still running; '' when none. */
export function badgeText(jobs: readonly Pick<JobView, 'phase'>[]): string {
  const active = jobs.filter(isActive).length;
  if (active === 0) return '';
  return active > 99 ? '99+' : String(active);
}

/**
 * Shows the number of running jobs on the toolbar button, and says it in the tooltip; a refused
 * key instead shows "!" in red, and the tooltip says the key was refused.
 */
export async function showActiveJobs(
  target: BadgeTarget,
  jobs: readonly Pick<JobView, 'phase'>[],
  keyRefused = false,
): Promise<void> {
  if (keyRefused) {
    await target.setBadgeBackgroundColor({ color: REFUSED_COLOR });
    await target.setBadgeText({ text: '!' });
    await target.setTitle({ title: i18n.t('badge.keyRefused') });
    return;
  }
  const text = badgeText(jobs);
  await target.setBadgeBackgroundColor({ color: BADGE_COLOR });
  await target.setBadgeText({ text });
  const count = jobs.filter(isActive).length;
  await target.setTitle({
    title: count === 0 ? 'Scribekit' : i18n.t('badge.running', count),
  });
}
