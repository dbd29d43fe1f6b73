import type { components } from '@scribekit/sdk';

export type TranscriptListItem = components['schemas']['TranscriptListItem'];
export type Transcript = components['schemas']['Transcript'];
