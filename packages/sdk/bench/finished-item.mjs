// One finished file item's every ledger step, with realistic ids and paths: the ledger budget
// test and the batch bench size and reopen ledgers of these.

/** Records item `i` from its first step to `done` (two export formats). */
export async function finishedItem(ledger, i) {
  const id = `/home/someone/recordings/2026/interview-${i}.wav`;
  const uuid = (n) => `${String(n).padStart(8, '0')}-7f3a-4c1e-9b2d-${String(i).padStart(12, '0')}`;
  await ledger.record(id, {
    type: 'item',
    kind: 'file',
    name: `interview-${i}`,
    sha256: i.toString(16).padStart(64, '0'),
    size: 48_000_000,
    modifiedMs: 1_795_000_000_000,
  });
  await ledger.record(id, { type: 'upload-intent', key: uuid(1), at: Date.now() });
  await ledger.record(id, { type: 'upload-started', fileId: uuid(2), totalParts: 6 });
  for (let part = 1; part <= 6; part++) await ledger.record(id, { type: 'part', partNo: part });
  await ledger.record(id, { type: 'uploaded' });
  await ledger.record(id, { type: 'transcript-intent', at: Date.now() });
  await ledger.record(id, { type: 'transcript-started', transcriptId: uuid(3) });
  await ledger.record(id, { type: 'transcribed' });
  for (const format of ['txt', 'srt']) {
    await ledger.record(id, { type: 'export-intent', format, at: Date.now() });
    await ledger.record(id, { type: 'export-started', format, exportId: uuid(4) });
    await ledger.record(id, { type: 'written', format });
  }
  await ledger.record(id, { type: 'done' });
}
