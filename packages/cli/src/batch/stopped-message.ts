import { describeStop } from '../errors.js';
import { err, type Io, out } from '../io/io.js';
import { clock } from './clock.js';
import { eventLine } from './json-events.js';

/**
 * Says that a batch stopped early and how to continue it: on stderr (stdout may be the closed
 * pipe that stopped it), or as the `interrupted` event with `--json`.
 */
export function printStopped(
  io: Io,
  options: {
    json: boolean;
    resume: string;
    /** What stopped it: a signal or EPIPE (from `io.interrupt.reason`), or an outage. */
    reason: unknown;
    unreachableSince?: number | undefined;
    /** The batch stopped at a full disk: what it says (the folder, what the write needed). */
    diskFull?: { message: string; folder: string; needed: number } | undefined;
    /** What is kept, after the reason: "everything done so far is saved in DIR." */
    what: string;
    /** Fleet mode: only the following stopped. */
    following?: boolean;
  },
): void {
  const reason = options.diskFull
    ? 'disk-full'
    : options.unreachableSince !== undefined
      ? 'unreachable'
      : String(options.reason ?? 'SIGINT');
  if (options.json) {
    const since = options.unreachableSince;
    out(
      io,
      eventLine('interrupted', {
        reason,
        resume: options.resume,
        ...(since !== undefined ? { unreachableSince: since } : {}),
        ...(options.diskFull
          ? {
              diskFull: {
                folder: options.diskFull.folder,
                needed: options.diskFull.needed,
                message: options.diskFull.message,
              },
            }
          : {}),
      }),
    );
    // Said on stderr too when stdout is the pipe that closed: it would be lost there.
    if (reason !== 'EPIPE') return;
  }
  if (options.diskFull) {
    err(
      io,
      `\n${io.style.fail} Stopped: ${options.diskFull.message} No further upload was started; ${options.what}\nFree some space there, then resume with:\n  ${options.resume}`,
    );
    return;
  }
  const why =
    options.unreachableSince !== undefined
      ? `the service has not answered since ${clock(options.unreachableSince)} (longer than --max-outage)`
      : describeStop(options.reason);
  const [stopped, again] = options.following
    ? ['Stopped following', 'Follow them again with:']
    : ['Stopped', 'Resume with:'];
  err(io, `\n${io.style.warn} ${stopped} (${why}); ${options.what}\n${again}\n  ${options.resume}`);
}
