export { makeWav } from './fixtures/make-wav.js';
export type { ClockView } from './jobs/advance-clock.js';
export type { RequestLogEntry } from './log/request-log.js';
export { DEFAULTS, type SandboxOptions } from './options.js';
export {
  type RequestQuery,
  type Sandbox,
  type SandboxAccount,
  type SandboxClockControl,
  startSandbox,
} from './sandbox.js';
export type { SnapshotInfo } from './state/named-snapshots.js';
