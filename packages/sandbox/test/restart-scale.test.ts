// Restart time grows with the records, not with their bodies: a data directory holding ~2 MB
// and one holding ~10 MB of state (as many transcripts, of 12- and 60-minute recordings) are
// loaded as a restart loads them, in the same run, and so is the same state in the earlier
// format (every body inline in state.json), which had to parse it all. bench/restart-scale.mjs
// measures whole restarts at ~10 and ~50 MB.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { withProcessCpu } from '../../../scripts/test-support/cpu-time.mjs';
import { makeWav } from '../src/fixtures/make-wav.js';
import { Journal, readDataDir } from '../src/state/journal.js';
import { STATE_FILE, serializeState } from '../src/state/snapshot.js';
import { Store } from '../src/state/store.js';
import { completedTranscript } from './support/completed-transcript.js';

const scratch = mkdtempSync(join(tmpdir(), 'sandbox-restart-scale-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const TRANSCRIPTS = 10;

/** A store of TRANSCRIPTS completed transcripts of `minutes` each. */
function stateOf(minutes: number): Store {
  const wav = makeWav(minutes * 60, 1, 100);
  const store = new Store('user');
  for (let i = 0; i < TRANSCRIPTS; i++) {
    const t = completedTranscript(i, wav, { fileId: 'file', title: `Recording ${i}` });
    store.transcripts.set(t.id, t);
  }
  return store;
}

/** Two data directories of `store`: as saved now (compacted), and in the earlier format. */
async function directories(label: string, store: Store) {
  const now = join(scratch, `${label}-now`);
  mkdirSync(now);
  const live = new Store('other');
  const journal = await Journal.open(now, live, now, { onError: (e) => console.error(e) });
  for (const t of store.transcripts.values()) live.transcripts.set(t.id, t);
  await journal.persist();
  journal.compactSoon();
  await journal.close();
  const before = join(scratch, `${label}-before`);
  mkdirSync(before);
  const inline = serializeState(store, before).replace('"version":3', '"version":2');
  writeFileSync(join(before, STATE_FILE), inline);
  return { now, before, stateBytes: inline.length };
}

/**
 * Median CPU time (ms) of this process to load `dir` as a restart does: CPU, not wall time, so a
 * busy machine cannot blur it (reading and parsing is all CPU here; the files are in the cache).
 */
async function loadMs(dir: string): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < 7; run++) {
    const { cpuMs } = await withProcessCpu(() => readDataDir(dir, new Store('load'), dir));
    times.push(cpuMs);
  }
  return times.sort((a, b) => a - b)[3] as number;
}

describe('restart time', () => {
  test('grows with the records, not with the size of their bodies', async () => {
    const small = await directories('small', stateOf(12));
    const large = await directories('large', stateOf(60));
    const ms = {
      small: await loadMs(small.now),
      large: await loadMs(large.now),
      smallBefore: await loadMs(small.before),
      largeBefore: await loadMs(large.before),
    };
    const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
    const report = `state ${mb(small.stateBytes)} → ${mb(large.stateBytes)} MB: loads in ${ms.small.toFixed(1)} → ${ms.large.toFixed(1)} ms of CPU (${(ms.large / ms.small).toFixed(2)}×); earlier format ${ms.smallBefore.toFixed(1)} → ${ms.largeBefore.toFixed(1)} ms (${(ms.largeBefore / ms.smallBefore).toFixed(2)}×)`;
    console.log(report);
    expect(large.stateBytes / small.stateBytes).toBeGreaterThan(4);
    // Five times the state: the load grows by less than a tenth of what parsing it all grew by
    // (the records are the same; what grows is their bodies, read on first use), and it is a
    // fraction of what loading it all took. (Both are milliseconds here: the growth, not a
    // ratio of two small numbers, is what the measurement's granularity cannot blur.)
    expect(ms.large - ms.small, report).toBeLessThan((ms.largeBefore - ms.smallBefore) / 10);
    expect(ms.large, report).toBeLessThan(ms.largeBefore / 4);
  });
});
