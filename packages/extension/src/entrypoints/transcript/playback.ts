import type { RefObject } from 'preact';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { sendMessage } from '../../messages/send-message.js';
import type { SegmentView, TranscriptPlayback } from '../../messages/transcript-page.js';
import { segmentIndexAt } from './playing-segment.js';

/** Where the player stands: loading its file, able to play, or unable to. */
export type PlaybackStatus = 'loading' | 'ready' | 'error';

/** The transcript page's player, as the rest of the page uses it. */
export interface Playback {
  /** The `<audio>` element the player bar renders. */
  audio: RefObject<HTMLAudioElement>;
  /** The file's address (a fresh one after the first expired). */
  src: string;
  /** Loading, ready, or failed for good. */
  status: PlaybackStatus;
  /** Whether it is playing. */
  playing: boolean;
  /** The segment being played (or where playback stands when paused): its index, -1 before any. */
  current: number;
  /** Plays from `seconds` (a click on a line, a chapter, a time in the summary). */
  playFrom(seconds: number): void;
  /** Plays or pauses (Space). */
  toggle(): void;
}

/**
 * Plays a transcript's recording and follows it: the segment being played is read from the
 * media element's clock every frame while it plays (a binary search, so a 6-hour transcript
 * costs nothing) and on every seek. A file address that fails (the pre-signed address expired)
 * is asked for again once, and playback resumes where it was. Without a file (`null`) it does
 * nothing: the page renders no player.
 */
export function usePlayback(
  transcriptId: string,
  playback: TranscriptPlayback | null,
  segments: readonly SegmentView[],
): Playback {
  const audio = useRef<HTMLAudioElement>(null);
  const [src, setSrc] = useState(playback?.url ?? '');
  const [status, setStatus] = useState<PlaybackStatus>('loading');
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(-1);
  const currentRef = useRef(-1);
  // Where to resume after the address was renewed, and whether it was renewed already.
  const resume = useRef<{ at: number; play: boolean } | null>(null);
  const renewed = useRef(false);

  const follow = useCallback(() => {
    const element = audio.current;
    if (!element) return;
    const index = segmentIndexAt(segments, element.currentTime);
    if (index !== currentRef.current) {
      currentRef.current = index;
      setCurrent(index);
    }
  }, [segments]);

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    const onReady = () => {
      setStatus('ready');
      const wanted = resume.current;
      resume.current = null;
      if (wanted) {
        element.currentTime = wanted.at;
        if (wanted.play) void element.play().catch(() => undefined);
      }
    };
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    const onError = () => {
      if (renewed.current) {
        setStatus('error');
        setPlaying(false);
        return;
      }
      renewed.current = true;
      resume.current = { at: element.currentTime, play: !element.paused };
      void sendMessage('getPlayback', { id: transcriptId }).then((result) => {
        if (!result.ok || !result.value) {
          setStatus('error');
          setPlaying(false);
        } else if (result.value.url !== element.currentSrc) setSrc(result.value.url);
        // Signed in the same second, the address is the same: load it again.
        else element.load();
      });
    };
    const onMetadata = () => {
      document.body.dataset.mediaReadyAt = String(performance.now());
      onReady();
    };
    const listening = new AbortController(); // removes every listener below at once
    const options = { signal: listening.signal };
    element.addEventListener('loadedmetadata', onMetadata, options);
    element.addEventListener('play', onPlay, options);
    element.addEventListener('pause', onPause, options);
    element.addEventListener('ended', onPause, options);
    element.addEventListener('seeked', follow, options);
    element.addEventListener('error', onError, options);
    if (element.readyState >= HTMLMediaElement.HAVE_METADATA) setStatus('ready');
    return () => listening.abort();
  }, [transcriptId, follow]);

  // While it plays, the line being played follows the clock frame by frame.
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    const tick = () => {
      follow();
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, follow]);

  const playFrom = useCallback(
    (seconds: number) => {
      const element = audio.current;
      if (!element || status === 'error') return;
      element.currentTime = seconds;
      // The line is marked at once, before the seek completes.
      const index = segmentIndexAt(segments, seconds);
      currentRef.current = index;
      setCurrent(index);
      void element.play().catch(() => undefined);
    },
    [segments, status],
  );

  const toggle = useCallback(() => {
    const element = audio.current;
    if (!element || status === 'error') return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  }, [status]);

  return { audio, src, status, playing, current, playFrom, toggle };
}
