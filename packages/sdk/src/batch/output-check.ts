import type { ExportFormat } from '../index.js';
import { outputName } from './export-step.js';
import type { ItemRecord } from './ledger.js';
import type { OutputSink } from './output.js';
import { reportName } from './report-step.js';

/** An output the ledger calls written that is not on disk as written. */
export interface LostOutput {
  /** Its format, or `report` for the Smart Report. */
  format: ExportFormat | 'report';
  /** Its file name in the output. */
  name: string;
  /** Gone, or different from what was written. */
  state: 'missing' | 'changed';
}

/**
 * Every output the record calls written, checked against the sink (its size and SHA-256 as
 * recorded when written; only its presence for a ledger of an older version): the ones missing
 * or changed. Nothing is lost for a sink that cannot check.
 */
export async function lostOutputs(
  record: ItemRecord,
  output: OutputSink,
  report?: string,
): Promise<LostOutput[]> {
  const check = output.check?.bind(output);
  if (!check) return [];
  const written: {
    format: ExportFormat | 'report';
    name: string;
    size?: number;
    sha256?: string;
  }[] = [];
  for (const [format, entry] of Object.entries(record.exports ?? {})) {
    if (!entry?.written) continue;
    const name = outputName(record.name, format);
    written.push({ format: format as ExportFormat, name, size: entry.size, sha256: entry.sha256 });
  }
  if (report && record.report?.written) {
    const { size, sha256 } = record.report;
    written.push({ format: 'report', name: reportName(record.name, report), size, sha256 });
  }
  const states = await Promise.all(
    written.map(({ name, size, sha256 }) => check(name, { size, sha256 })),
  );
  return written.flatMap(({ format, name }, index) => {
    const state = states[index];
    return state === 'missing' || state === 'changed' ? [{ format, name, state }] : [];
  });
}
