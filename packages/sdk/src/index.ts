export type { components, operations, paths, webhooks } from './generated/schema.js';
