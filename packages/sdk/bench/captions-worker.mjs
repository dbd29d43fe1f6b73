// One measurement of `captions.mjs` in a fresh process: reads the words (not timed), then makes
// an SRT from them with one side — first call cold, as a CLI run pays it, then warm calls — and
// prints one JSON line: wall and CPU milliseconds of the first call (CPU of the whole process,
// the engine's compiler and collector threads included, and of the main thread alone), the
// medians of the warm calls (after a few more calls, so the engine's compiles and the collector's
// work that follow a first call are done), the cue count and the SRT's size. A third argument
// `cold` measures the first call only.
import { readFileSync } from 'node:fs';

const [side, path, only] = process.argv.slice(2);
const segments = JSON.parse(readFileSync(path, 'utf8'));
const WARM_UP_CALLS = only === 'cold' ? 0 : 3;
const WARM_CALLS = only === 'cold' ? 0 : 5;

/** `@deepgram/captions` cuts a run of words every `lineLength` words (8 by default). */
async function deepgramSrt() {
  const { srt } = await import('@deepgram/captions');
  return () =>
    srt({
      // A converter as its README shows: each segment's words, 8 to a cue.
      transcriptionData: segments,
      getLines(lineLength = 8) {
        const lines = [];
        for (const segment of segments) {
          const words = segment.words.map((word) => ({
            word: word.text,
            punctuated_word: word.text,
            start: word.start_s,
            end: word.end_s,
          }));
          for (let i = 0; i < words.length; i += lineLength)
            lines.push(words.slice(i, i + lineLength));
        }
        return lines;
      },
    });
}

async function scribekitSrt() {
  const { buildCaptions, toSrt } = await import('../dist/captions/index.js');
  return () => toSrt(buildCaptions(segments, { preset: 'netflix' }));
}

/** CPU time of the calling thread in ms (Linux), else of the process. */
function threadCpuMs() {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  }
}

const make = side === 'deepgram' ? await deepgramSrt() : await scribekitSrt();
const time = () => {
  const cpu = process.cpuUsage();
  const thread = threadCpuMs();
  const started = performance.now();
  const srt = make();
  const wallMs = performance.now() - started;
  const mainCpuMs = threadCpuMs() - thread;
  const used = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (used.user + used.system) / 1000, mainCpuMs, srt };
};
const median = (values) =>
  values.length === 0 ? null : values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const cold = time();
for (let call = 0; call < WARM_UP_CALLS; call++) make();
const warm = Array.from({ length: WARM_CALLS }, time);
console.log(
  JSON.stringify({
    coldMs: cold.wallMs,
    coldCpuMs: cold.cpuMs,
    coldMainCpuMs: cold.mainCpuMs,
    warmMs: median(warm.map((call) => call.wallMs)),
    warmCpuMs: median(warm.map((call) => call.cpuMs)),
    cues: cold.srt.split('\n\n').filter((block) => block.trim()).length,
    bytes: cold.srt.length,
  }),
);
