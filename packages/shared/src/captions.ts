// `@scribekit/shared/captions`: the caption engine on its own entry, so code that does not make
// captions never loads it (the SDK publishes it as `@scribekit/sdk/captions`).
export * from './captions/index.js';
