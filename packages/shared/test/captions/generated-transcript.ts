// A long transcript made up from a seed, the same on every run: meeting-like sentences from a few
// speakers, with what real word timings hold — commas, questions, names, numbers and units, German
// compounds and URLs longer than a line, a word holding a space, punctuation standing alone, long
// pauses, words without times, and now and then a segment without words.
import type { CaptionSegment, CaptionWord } from '../../src/captions.js';

/** Mulberry32: a small seeded generator, enough to pick words. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'the a an this that our your we you they it is was will can should would and but or so because ' +
  'if when while with for to of in on at from about into over after before between through ' +
  'team budget launch quarter customer release numbers design review plan question meeting ' +
  'roadmap feedback campaign revenue growth pipeline onboarding dashboard migration deadline ' +
  'think need want know see make take look agree move ship check send share start finish ' +
  'really probably quickly together already again maybe actually exactly certainly ' +
  'der die das und oder aber weil mit für von zu im Kunde Angebot Termin Rechnung heute'
).split(' ');
const NAMES = ['Ana', 'Ben', 'New York', 'Berlin', 'Acme', 'Q3', 'Dr.', 'Mr.'];
const NUMBERS = ['12', '3,5', '1.000', '$40', '25%', '2024', '7:30'];
const LONG = [
  'https://example.com/reports/quarterly/2024/revenue-by-region?format=pdf&lang=en',
  'Rechtsschutzversicherungsgesellschaftsvertragsbedingungen',
  'Donaudampfschifffahrtsgesellschaftskapitänsmütze',
];
const ENDS = ['.', '.', '.', '?', '!', '…'];
const CLAUSES = [',', ',', ';', ':', ' —'];

/** About `hours` of speech from `speakers` voices, seeded by `seed`. */
export function generatedTranscript(hours: number, seed = 1, speakers = 3): CaptionSegment[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const segments: CaptionSegment[] = [];
  let at = 0.4;
  let speaker = 0;
  while (at < hours * 3600) {
    if (next() < 0.35) speaker = Math.floor(next() * speakers);
    const sentences = 1 + Math.floor(next() * 3);
    const words: CaptionWord[] = [];
    const segmentStart = at;
    for (let s = 0; s < sentences; s++) {
      const length = 3 + Math.floor(next() * 18);
      for (let w = 0; w < length; w++) {
        const roll = next();
        let text =
          roll < 0.04
            ? pick(NAMES)
            : roll < 0.07
              ? pick(NUMBERS)
              : roll < 0.075
                ? pick(LONG)
                : pick(WORDS);
        if (w === 0) text = text.charAt(0).toUpperCase() + text.slice(1);
        if (w === length - 1) text += pick(ENDS);
        else if (next() < 0.08) text += pick(CLAUSES);
        if (next() < 0.01) {
          words.push({ start_s: at, end_s: at + 0.1, text: next() < 0.5 ? '—' : '...' });
          at += 0.15;
        }
        const duration = 0.15 + 0.065 * text.length * (0.7 + next() * 0.6);
        const timed = next() < 0.005;
        words.push({
          start_s: timed ? Number.NaN : Math.round(at * 1000) / 1000,
          end_s: Math.round((at + duration) * 1000) / 1000,
          text,
        });
        at += duration + (next() < 0.03 ? 0.4 + next() * 2.5 : 0.02 + next() * 0.12);
      }
      at += next() < 0.2 ? 0.8 + next() * 3 : 0.1 + next() * 0.4;
    }
    const text = words.map((word) => word.text).join(' ');
    segments.push({
      start_s: Math.round(segmentStart * 1000) / 1000,
      end_s: Math.round(at * 1000) / 1000,
      text,
      speaker_id: `speaker-${speaker}`,
      seq: segments.length,
      // One segment in fifty comes without words: its text is spread over its time.
      words: next() < 0.02 ? [] : words,
    });
    at += 0.2 + next() * 1.5;
  }
  return segments;
}
