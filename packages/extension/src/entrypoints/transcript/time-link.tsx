import { formatDuration } from '@scribekit/shared';
import { i18n } from '#i18n';

/** What a time on the page does when clicked: play from it, or go to its line. */
export interface Seeker {
  /** Plays the recording from `seconds` (with a player) or brings its line into view. */
  seek: (seconds: number) => void;
  /** Whether the page plays the recording (the words of the control say which). */
  plays: boolean;
}

/** A time of the recording (a chapter's, an action item's, one in the summary) that seeks there. */
export function TimeLink({ seconds, seeker }: { seconds: number; seeker: Seeker }) {
  const time = formatDuration(seconds);
  return (
    <button
      type="button"
      class="link time"
      data-seconds={seconds}
      title={
        seeker.plays ? i18n.t('transcript.playFrom', [time]) : i18n.t('transcript.goTo', [time])
      }
      onClick={() => seeker.seek(seconds)}
    >
      {time}
    </button>
  );
}
