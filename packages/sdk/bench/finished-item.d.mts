import type { Ledger } from '../src/batch/index.js';

/** Records item `i` from its first step to `done` (two export formats). */
export function finishedItem(ledger: Pick<Ledger, 'record'>, i: number): Promise<void>;
