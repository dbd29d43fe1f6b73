import { formatTimestamp } from '@scribekit/shared';
import { useEffect, useRef, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import type { SegmentView, SpeakerView, TranscriptSource } from '../../messages.js';
import { splitMatches } from './search.js';
import { momentUrl, openMoment } from './seek.js';

// Segments render in blocks; only blocks near the viewport are in the DOM, the others are empty
// boxes of their measured (or estimated) height. A 6-hour transcript keeps a few hundred nodes.
const BLOCK_SIZE = 40;
const ESTIMATED_ROW_PX = 64;

/** A segment to scroll to and focus; `nonce` makes a second jump to the same one count. */
export interface JumpTarget {
  id: string;
  nonce: number;
}

/** Properties of `SegmentList`. */
export interface SegmentListProps {
  /** The segments to show (already filtered by the search). */
  segments: readonly SegmentView[];
  /** The search words, to mark. */
  query: string;
  /** Speakers by id. */
  speakers: ReadonlyMap<string, SpeakerView>;
  /** The recording to seek in; null: times are plain text. */
  source: TranscriptSource | null;
  /** The segment to bring into view. */
  target: JumpTarget | null;
}

/** The transcript's segments, rendered block by block as they come near the viewport. */
export function SegmentList({ segments, query, speakers, source, target }: SegmentListProps) {
  const blockCount = Math.ceil(segments.length / BLOCK_SIZE);
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0, 1]));
  const heights = useRef(new Map<number, number>());
  const list = useRef<HTMLDivElement>(null);
  // The list stays mounted while the search changes it (a keystroke re-renders only what
  // changed); the heights measured were of other segments, so they are forgotten.
  const measuredFor = useRef(segments);
  if (measuredFor.current !== segments) {
    measuredFor.current = segments;
    heights.current.clear();
  }

  useEffect(() => {
    const root = list.current;
    if (!root) return;
    const observer = new IntersectionObserver(
      (entries) => {
        setShown((before) => {
          const next = new Set(before);
          for (const entry of entries) {
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

  useEffect(() => {
    if (!target) return;
    const at = segments.findIndex((segment) => segment.id === target.id);
    if (at === -1) return;
    const block = Math.floor(at / BLOCK_SIZE);
    setShown((before) => (before.has(block) ? before : new Set([...before, block])));
    requestAnimationFrame(() => {
      const element = document.getElementById(`segment-${target.id}`);
      element?.scrollIntoView({ block: 'center' });
      element?.focus({ preventScroll: true });
    });
  }, [target, segments]);

  const blocks = [];
  for (let index = 0; index < blockCount; index += 1) {
    const part = segments.slice(index * BLOCK_SIZE, (index + 1) * BLOCK_SIZE);
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
            {part.map((segment) => (
              <Segment
                key={segment.id}
                segment={segment}
                query={query}
                speaker={speakers.get(segment.speakerId)}
                source={source}
              />
            ))}
          </ol>
        ) : null}
      </div>,
    );
  }
  return (
    <div ref={list} data-testid="segment-list" data-count={segments.length}>
      {blocks}
    </div>
  );
}

function Segment({
  segment,
  query,
  speaker,
  source,
}: {
  segment: SegmentView;
  query: string;
  speaker: SpeakerView | undefined;
  source: TranscriptSource | null;
}) {
  const time = formatTimestamp(segment.startS);
  return (
    <li id={`segment-${segment.id}`} class="segment" data-testid="segment" tabIndex={-1}>
      {source ? (
        <a
          class="segment-time"
          href={momentUrl(source, segment.startS)}
          title={i18n.t('transcript.playFrom', [time])}
          onClick={(event) => {
            event.preventDefault();
            void openMoment(momentUrl(source, segment.startS));
          }}
        >
          {time}
        </a>
      ) : (
        <span class="segment-time">{time}</span>
      )}
      <div>
        <span class="segment-speaker">
          {speaker ? (
            <span class="swatch" style={{ background: speaker.color }} aria-hidden="true" />
          ) : null}
          {speaker?.name ?? i18n.t('transcript.unknownSpeaker')}
        </span>
        <p>
          {splitMatches(segment.text, query).map((part, index) =>
            part.match ? <mark key={index}>{part.text}</mark> : part.text,
          )}
        </p>
      </div>
    </li>
  );
}
