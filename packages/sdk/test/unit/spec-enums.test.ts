import { describeJobStatus, knownPhase, type ResourceKind } from '@scribekit/shared';
import { describe, expect, test } from 'vitest';
import {
  EXPORT_FORMATS,
  EXPORT_STATUSES,
  FILE_STATUSES,
  RECORDING_JOB_STATUSES,
  SMART_REPORT_STATUSES,
  SOURCE_IMPORT_STATUSES,
  TRANSCRIPT_SORTS,
  TRANSCRIPT_STATUSES,
} from '../../src/index.js';
import { WEBHOOK_EVENTS } from '../../src/webhooks/index.js';

const spec = (await import('spec/openapi.json', { with: { type: 'json' } })).default as {
  components: { schemas: Record<string, { enum?: string[]; anyOf?: { enum?: string[] }[] }> };
};
const specValues = (name: string) => {
  const schema = spec.components.schemas[name];
  return schema?.enum ?? schema?.anyOf?.find((member) => member.enum)?.enum;
};

describe("the spec's enums as constants", () => {
  test('hold the values of the bundled spec, in its order', () => {
    expect(EXPORT_FORMATS).toEqual(specValues('ExportFormat'));
    expect(WEBHOOK_EVENTS).toEqual(specValues('EventName'));
    expect(TRANSCRIPT_STATUSES).toEqual(specValues('TranscriptStatus'));
    expect(RECORDING_JOB_STATUSES).toEqual(specValues('RecordingJobStatus'));
    expect(TRANSCRIPT_SORTS).toEqual(specValues('TranscriptSort'));
  });

  // Shared's job models (used by the CLI and the extension) name the states themselves: every
  // state the spec names must have its phase and words there, not the fallback for a new state.
  const byKind: [ResourceKind, readonly string[]][] = [
    ['transcript', TRANSCRIPT_STATUSES],
    ['export', EXPORT_STATUSES],
    ['source_import', SOURCE_IMPORT_STATUSES],
    ['recording_job', RECORDING_JOB_STATUSES],
    ['smart_report', SMART_REPORT_STATUSES],
    ['file', FILE_STATUSES],
  ];
  test.each(byKind)(
    "every %s status of the spec has a phase and a label in shared's models",
    (kind, statuses) => {
      for (const status of statuses) {
        expect(knownPhase(kind, status), `${kind} ${status}`).toBeDefined();
        expect(describeJobStatus(kind, { status }).label).not.toMatch(/^Working \(state/);
      }
    },
  );
});
