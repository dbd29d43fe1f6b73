import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time (ms) the main threads of this profile's extension renderers have run: where the
 * extension's pages (popup, transcript page, options) run their scripts, style, layout and paint.
 * A busy machine does not change it (wall time also counts the waits for a core that other
 * programs hold), so the e2e tests judge their duration budgets by its growth; the wall-time
 * figures are in `pnpm bench`. Linux only: Chromium's renderers for extension pages carry
 * `--extension-process` and the profile's `--user-data-dir`, and a main thread's id is its
 * process's.
 */
export function extensionRendererCpuMs(profile: string): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let args: string;
    try {
      // Chromium rewrites a forked child's command line into one string with spaces (its
      // setproctitle), so the switches are looked for between spaces, not NUL bytes.
      args = ` ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')} `;
    } catch {
      continue; // gone since the listing
    }
    if (
      !args.includes(' --type=renderer ') ||
      !args.includes(' --extension-process ') ||
      !args.includes(` --user-data-dir=${profile} `)
    ) {
      continue;
    }
    try {
      total +=
        Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
    } catch {
      // exited since
    }
  }
  return total;
}
