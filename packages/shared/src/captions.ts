// The caption engine on an entry of its own, so code that makes no captions never loads it (the
// SDK publishes it as its `captions` entry).
export * from './captions/index.js';
