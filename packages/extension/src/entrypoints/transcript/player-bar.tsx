import { formatDuration } from '@scribekit/shared';
import { useEffect, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import type { Playback } from './playback.js';

/** Playback speeds offered, as rates. */
const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;

/** The player's clock and length, read from the media element's own events (4 a second at most). */
function useClock(playback: Playback, fallbackDurationS: number) {
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(fallbackDurationS);
  useEffect(() => {
    const element = playback.audio.current;
    if (!element) return;
    const onTime = () => setTime(element.currentTime);
    const onDuration = () => {
      if (Number.isFinite(element.duration) && element.duration > 0) setDuration(element.duration);
    };
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('seeked', onTime);
    element.addEventListener('durationchange', onDuration);
    return () => {
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('seeked', onTime);
      element.removeEventListener('durationchange', onDuration);
    };
  }, [playback.audio]);
  return { time, duration };
}

function PlayIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {playing ? (
        <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
      ) : (
        <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
      )}
    </svg>
  );
}

/**
 * The player of an uploaded or recorded transcript: play and pause, where it is and how long it
 * is, a position slider and the speed. It stays at the top of the transcript while it scrolls.
 */
export function PlayerBar({
  playback,
  durationS,
}: {
  playback: Playback;
  /** The transcript's length, shown until the file's own is known. */
  durationS: number;
}) {
  const { time, duration } = useClock(playback, durationS);
  const [speed, setSpeed] = useState(1);
  // The file starts loading once the page has painted its lines, not in the same moment.
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    // The player is on the page and takes clicks (its file loads on its own time).
    document.body.dataset.playerReadyAt = String(performance.now());
    const frame = requestAnimationFrame(() => setTimeout(() => setArmed(true), 0));
    return () => cancelAnimationFrame(frame);
  }, []);
  const failed = playback.status === 'error';
  return (
    <section
      class="player"
      aria-label={i18n.t('player.label')}
      data-testid="player"
      data-status={playback.status}
      data-playing={playback.playing ? 'true' : 'false'}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: the transcript beside it is the recording's text, line by line, and the element shows nothing itself */}
      <audio ref={playback.audio} src={armed ? playback.src : undefined} preload="metadata" />
      {failed ? (
        <p class="muted small" role="status" data-testid="player-error">
          {i18n.t('player.cannotPlay')}
        </p>
      ) : (
        <>
          <button
            type="button"
            class="play"
            aria-label={playback.playing ? i18n.t('player.pause') : i18n.t('player.play')}
            title={i18n.t('player.spaceHint')}
            onClick={playback.toggle}
          >
            <PlayIcon playing={playback.playing} />
          </button>
          <span class="time player-clock" aria-hidden="true">
            {formatDuration(time)} / {formatDuration(duration)}
          </span>
          <input
            type="range"
            class="position"
            min={0}
            max={Math.max(1, Math.round(duration))}
            step={1}
            value={Math.round(time)}
            aria-label={i18n.t('player.position')}
            aria-valuetext={i18n.t('player.positionText', [
              formatDuration(time),
              formatDuration(duration),
            ])}
            onInput={(event) => {
              const element = playback.audio.current;
              if (element) element.currentTime = Number(event.currentTarget.value);
            }}
          />
          <label class="inline speed">
            <span class="sr-only">{i18n.t('player.speed')}</span>
            <select
              value={String(speed)}
              onChange={(event) => {
                const rate = Number(event.currentTarget.value);
                setSpeed(rate);
                if (playback.audio.current) playback.audio.current.playbackRate = rate;
              }}
            >
              {SPEEDS.map((rate) => (
                <option key={rate} value={String(rate)}>
                  {`${rate}×`}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
    </section>
  );
}
