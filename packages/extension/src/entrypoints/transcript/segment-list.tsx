import { formatDuration } from '@scribekit/shared';
import { Component } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import type { SegmentView, SpeakerView, TranscriptSource } from '../../messages/transcript-page.js';
import { splitMatches } from './search.js';
import type { ListEntry } from './search-index.js';
import { momentUrl, openMoment } from './seek.js';

// Segments render in blocks; only blocks near the viewport are in the DOM, the others are empty
// boxes of their measured (or estimated) height. A 6-hour transcript keeps a few hundred nodes.
const BLOCK_SIZE = 40;
const ESTIMATED_ROW_PX = 64;

// After the reader scrolls by hand, the list stops following playback for this long.
const HANDS_OFF_MS = 4_000;

/** A segment to scroll to and focus; `nonce` makes a second jump to the same one count. */
export interface JumpTarget {
  id: string;
  nonce: number;
}

/** What a line's time does: play it here, open the source there, or nothing (plain text). */
export type LineAction =
  | { kind: 'play'; playFrom: (seconds: number) => void }
  | { kind: 'open'; source: TranscriptSource }
  | { kind: 'none' };

/** Properties of `SegmentList`. */
export interface SegmentListProps {
  /** The rows to show: every segment, or the matches of the search with their neighbours. */
  entries: readonly ListEntry[];
  /** How many of them matched (every segment when nothing is searched). */
  count: number;
  /** The search words, to mark. */
  query: string;
  /** Speakers by id. */
  speakers: ReadonlyMap<string, SpeakerView>;
  /** What clicking a line or its time does. */
  action: LineAction;
  /** The segment being played, marked and kept in view while it plays (null: none). */
  playingId: string | null;
  /** Whether playback runs (the list follows it). */
  playing: boolean;
  /** The segment to bring into view. */
  target: JumpTarget | null;
}

/** True when the reader is selecting text (a click that ends a selection plays nothing). */
function selecting(): boolean {
  const selection = window.getSelection();
  return selection !== null && !selection.isCollapsed && selection.toString().trim() !== '';
}

/** Whether an element is within the window's height (with a margin for the sticky player). */
function inView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= 80 && box.bottom <= window.innerHeight - 16;
}

/** The transcript's segments, rendered block by block as they come near the viewport. */
export function SegmentList({
  entries,
  count,
  query,
  speakers,
  action,
  playingId,
  playing,
  target,
}: SegmentListProps) {
  const blockCount = Math.ceil(entries.length / BLOCK_SIZE);
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0, 1]));
  const heights = useRef(new Map<number, number>());
  const list = useRef<HTMLDivElement>(null);
  const handsOffUntil = useRef(0);
  // The list stays mounted while the search changes it (a keystroke re-renders only what
  // changed); the heights measured were of other rows, so they are forgotten.
  const measuredFor = useRef(entries);
  if (measuredFor.current !== entries) {
    measuredFor.current = entries;
    heights.current.clear();
  }

  useEffect(() => {
    const root = list.current;
    if (!root) return;
    const observer = new IntersectionObserver(
      (observed) => {
        setShown((before) => {
          const next = new Set(before);
          for (const entry of observed) {
            const index = Number((entry.target as HTMLElement).dataset.block);
            if (entry.isIntersecting) next.add(index);
            else {
              // A block leaving keeps its height as an empty box: the observer measured it
              // already, so no layout is forced to read it.
              if (before.has(index)) heights.current.set(index, entry.boundingClientRect.height);
              next.delete(index);
            }
          }
          return next;
        });
      },
      { rootMargin: '1200px 0px' },
    );
    for (const block of root.querySelectorAll('[data-block]')) observer.observe(block);
    return () => observer.disconnect();
  }, [blockCount]);

  // Scrolling by hand (wheel, touch, keys) pauses the following for a few seconds.
  useEffect(() => {
    const handsOff = () => {
      handsOffUntil.current = performance.now() + HANDS_OFF_MS;
    };
    const onKey = (event: KeyboardEvent) => {
      if (['PageUp', 'PageDown', 'Home', 'End', 'ArrowUp', 'ArrowDown'].includes(event.key)) {
        handsOff();
      }
    };
    window.addEventListener('wheel', handsOff, { passive: true });
    window.addEventListener('touchmove', handsOff, { passive: true });
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('wheel', handsOff);
      window.removeEventListener('touchmove', handsOff);
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  /** Puts a segment's block in the DOM, then runs `then` on its row once it is painted. */
  const reveal = (id: string, then: (row: HTMLElement) => void) => {
    const at = entries.findIndex((entry) => entry.segment.id === id);
    if (at === -1) return;
    const block = Math.floor(at / BLOCK_SIZE);
    setShown((before) => (before.has(block) ? before : new Set([...before, block])));
    requestAnimationFrame(() => {
      const row = document.getElementById(`segment-${id}`);
      if (row) then(row);
    });
  };

  useEffect(() => {
    if (!target) return;
    reveal(target.id, (row) => {
      row.scrollIntoView({ block: 'center' });
      row.focus({ preventScroll: true });
    });
  }, [target, entries]);

  // The line being played stays in view while it plays, unless the reader scrolled away.
  useEffect(() => {
    if (!playingId || !playing || performance.now() < handsOffUntil.current) return;
    reveal(playingId, (row) => {
      if (!inView(row)) row.scrollIntoView({ block: 'center' });
    });
  }, [playingId, playing]);

  const blocks = [];
  for (let index = 0; index < blockCount; index += 1) {
    const part = entries.slice(index * BLOCK_SIZE, (index + 1) * BLOCK_SIZE);
    blocks.push(
      <div
        key={index}
        data-block={index}
        style={
          shown.has(index)
            ? undefined
            : { height: `${heights.current.get(index) ?? part.length * ESTIMATED_ROW_PX}px` }
        }
      >
        {shown.has(index) ? (
          <ol class="segments" start={index * BLOCK_SIZE + 1}>
            {part.map((entry) => (
              <Segment
                key={entry.segment.id}
                entry={entry}
                query={entry.match ? query : ''}
                speaker={speakers.get(entry.segment.speakerId)}
                action={action}
                playing={entry.segment.id === playingId}
              />
            ))}
          </ol>
        ) : null}
      </div>,
    );
  }
  return (
    <div
      ref={list}
      class={action.kind === 'play' ? 'segment-list playable' : 'segment-list'}
      data-testid="segment-list"
      data-count={count}
    >
      {blocks}
    </div>
  );
}

interface SegmentProps {
  entry: ListEntry;
  query: string;
  speaker: SpeakerView | undefined;
  action: LineAction;
  playing: boolean;
}

/**
 * One line of the transcript. A class with a shallow prop check: when playback moves on, only
 * the two lines whose mark changes render again, not the hundreds around them.
 */
class Segment extends Component<SegmentProps> {
  override shouldComponentUpdate(next: SegmentProps): boolean {
    const now = this.props;
    return (
      next.entry !== now.entry ||
      next.query !== now.query ||
      next.speaker !== now.speaker ||
      next.action !== now.action ||
      next.playing !== now.playing
    );
  }

  override render({ entry, query, speaker, action, playing }: SegmentProps) {
    const { segment } = entry;
    const time = formatDuration(segment.startS);
    const classes = ['segment'];
    if (!entry.match) classes.push('context');
    if (entry.gapBefore) classes.push('gap');
    if (playing) classes.push('playing');
    return (
      <li
        id={`segment-${segment.id}`}
        class={classes.join(' ')}
        data-testid={entry.match ? 'segment' : 'segment-context'}
        data-start={segment.startS}
        data-end={segment.endS}
        aria-current={playing ? 'true' : undefined}
        tabIndex={-1}
        onClick={
          action.kind === 'play'
            ? (event) => {
                // The time is a control of its own; a click ending a text selection is reading.
                if ((event.target as Element).closest('a, button') || selecting()) return;
                action.playFrom(segment.startS);
              }
            : undefined
        }
        onKeyDown={
          action.kind === 'play'
            ? (event) => {
                // A line the page brought into focus (a chapter, a jump) plays with Enter.
                if (event.key === 'Enter' && event.target === event.currentTarget) {
                  action.playFrom(segment.startS);
                }
              }
            : undefined
        }
      >
        <LineTime segment={segment} time={time} action={action} />
        <div>
          <span class="segment-speaker">
            {speaker ? (
              <span class="swatch" style={{ background: speaker.color }} aria-hidden="true" />
            ) : null}
            {speaker ? (
              <span translate={false}>{speaker.name}</span>
            ) : (
              i18n.t('transcript.unknownSpeaker')
            )}
          </span>
          <p translate={false}>
            {splitMatches(segment.text, query).map((part, index) =>
              part.match ? <mark key={index}>{part.text}</mark> : part.text,
            )}
          </p>
        </div>
      </li>
    );
  }
}

/** A line's time: a button that plays from it, a link to the source at it, or plain text. */
function LineTime({
  segment,
  time,
  action,
}: {
  segment: SegmentView;
  time: string;
  action: LineAction;
}) {
  if (action.kind === 'play') {
    return (
      <button
        type="button"
        class="segment-time time"
        aria-label={i18n.t('transcript.playFrom', [time])}
        onClick={() => action.playFrom(segment.startS)}
      >
        {time}
      </button>
    );
  }
  if (action.kind === 'open') {
    const href = momentUrl(action.source, segment.startS);
    return (
      <a
        class="segment-time time"
        href={href}
        title={i18n.t('transcript.openAt', [time])}
        onClick={(event) => {
          event.preventDefault();
          void openMoment(href);
        }}
      >
        {time}
      </a>
    );
  }
  return <span class="segment-time time">{time}</span>;
}
