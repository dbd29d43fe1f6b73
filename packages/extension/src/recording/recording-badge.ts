import { i18n } from '#i18n';
import type { BadgeTarget } from '../background/badge.js';
import { badgeElapsed, clockElapsed } from './elapsed-text.js';
import type { TabRecording } from './protocol.js';

const BADGE_COLOR = '#b91c1c';

/**
 * While a tab is recorded, the badge shows the elapsed time in red and the tooltip says it in
 * full; otherwise `restore` puts the job count back.
 */
export async function showRecordingBadge(
  badge: BadgeTarget,
  recording: TabRecording | null,
  restore: () => Promise<void>,
): Promise<void> {
  if (recording?.phase !== 'recording') return restore();
  await badge.setBadgeBackgroundColor({ color: BADGE_COLOR });
  await badge.setBadgeText({ text: badgeElapsed(recording.elapsedMs) });
  await badge.setTitle({
    title: i18n.t('recording.badgeTitle', [clockElapsed(recording.elapsedMs)]),
  });
}
