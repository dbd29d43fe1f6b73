import { UsageError } from '../errors.js';

/** How many of each write verify may make; every one defaults to none. */
export interface WriteBudget {
  'upload-inits': number;
  imports: number;
  recordings: number;
  reports: number;
}

export const NO_WRITES: WriteBudget = { 'upload-inits': 0, imports: 0, recordings: 0, reports: 0 };

/** Reads `upload-inits=1,reports=2`; an unknown name or a count that is not whole is a usage error. */
export function parseBudget(text: string | undefined): WriteBudget {
  const budget = { ...NO_WRITES };
  if (!text) return budget;
  for (const pair of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name = '', count = ''] = pair.split('=', 2);
    if (!(name in budget)) {
      throw new UsageError(
        `--budget ${pair}: the writes are ${Object.keys(NO_WRITES).join(', ')} (as name=N)`,
      );
    }
    if (!/^\d+$/.test(count))
      throw new UsageError(`--budget ${pair}: give a whole number, as ${name}=1`);
    budget[name as keyof WriteBudget] = Number(count);
  }
  return budget;
}
