import { i18n } from '#i18n';
import type { BadgeTarget } from '../background/badge.js';
import { badgeElapsed, clockElapsed } from './elapsed-text.js';
import type { TabRecording } from './protocol.js';

/** Red: the tab is recorded. */
const TAB_COLOR = '#b91c1c';
/** Violet: the tab and the microphone are recorded, both live. */
const TAB_AND_MICROPHONE_COLOR = '#6d28d9';

/**
 * While a tab is recorded, the badge shows the elapsed time — red for the tab alone, violet while
 * the microphone is mixed in too — and the tooltip says it in full; otherwise `restore` puts the
 * job count back.
 */
export async function showRecordingBadge(
  badge: BadgeTarget,
  recording: TabRecording | null,
  restore: () => Promise<void>,
): Promise<void> {
  if (recording?.phase !== 'recording') return restore();
  const withMicrophone = recording.microphone === 'live';
  const elapsed = clockElapsed(recording.elapsedMs);
  await badge.setBadgeBackgroundColor({
    color: withMicrophone ? TAB_AND_MICROPHONE_COLOR : TAB_COLOR,
  });
  await badge.setBadgeText({ text: badgeElapsed(recording.elapsedMs) });
  await badge.setTitle({
    title: withMicrophone
      ? i18n.t('recording.badgeTitleWithMicrophone', [elapsed])
      : i18n.t('recording.badgeTitle', [elapsed]),
  });
}
