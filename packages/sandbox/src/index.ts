export { makeWav } from './fixtures/make-wav.js';
export { DEFAULTS, type SandboxOptions } from './options.js';
export { type Sandbox, startSandbox } from './sandbox.js';
