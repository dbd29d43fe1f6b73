import { readFileSync } from 'node:fs';

/** The CLI's version, from its package.json found above this module (bundled chunks move). */
export function cliVersion(): string {
  for (let up = '../'; up.length < 16; up += '../') {
    try {
      const manifest = JSON.parse(
        readFileSync(new URL(`${up}package.json`, import.meta.url), 'utf8'),
      );
      if (manifest.name === '@scribekit/cli') return manifest.version;
    } catch {
      // Not at this level.
    }
  }
  return '0.0.0';
}
