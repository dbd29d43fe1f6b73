import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A fresh folder for a test, inside the run's scratch folder (made by the global setup and
 * removed when the run ends), so no test leaves folders behind in the system's temp directory.
 */
export function scratchDir(prefix: string): string {
  const root = process.env.SCRIBEKIT_CLI_SCRATCH ?? tmpdir();
  mkdirSync(root, { recursive: true });
  return mkdtempSync(join(root, `${prefix}-`));
}
