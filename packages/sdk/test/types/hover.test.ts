// Editors show the API's own names on the main calls (`WithLastResponse<Transcript>`), not the
// 600-character object a schema expands to: each schema is declared with its name in the
// generated types (scripts/generate-types.mjs) and the resources and workflows use those names.
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { quickInfo } from './quick-info.js';

const fixture = fileURLToPath(new URL('./hover-calls.fixture.ts', import.meta.url));
const tsconfig = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));
let hover: ReturnType<typeof quickInfo>;

beforeAll(() => {
  hover = quickInfo(fixture, tsconfig);
  expect(hover.errors()).toEqual([]);
});

describe('hover on the main calls names the types', () => {
  test.each([
    ['transcript =', 'const transcript: WithLastResponse<Transcript>'],
    ['transcribed =', 'const transcribed: WithLastResponse<Transcript>'],
    ['imported =', 'const imported: WithLastResponse<Transcript>'],
    ['uploaded =', 'const uploaded: WithLastResponse<UploadCompleteResponse>'],
    ['firstPage =', 'const firstPage: WithLastResponse<TranscriptList>'],
    ['pages =', 'const pages: ListPage<TranscriptList, TranscriptListItem>'],
    ['listed of', 'const listed: TranscriptListItem'],
    ['segment =', 'const segment: Segment | undefined'],
    ['exported =', 'const exported: WithLastResponse<ExportResult>'],
    ['completed =', 'const completed: TranscriptMeta'],
  ])('%s', (probe, shown) => {
    expect(hover.at(probe)).toBe(shown);
  });

  test.each([
    ['get(', 'get(id: string, options?: RequestOptions): Promise<WithLastResponse<Transcript>>'],
    [
      'transcribeFile(',
      'transcribeFile(input: UploadInput, options?: TranscribeFileOptions): Promise<WithLastResponse<Transcript>>',
    ],
    [
      'importUrl(',
      'importUrl(url: string, options?: ImportUrlOptions): Promise<WithLastResponse<Transcript>>',
    ],
    [
      'uploadFile(',
      'uploadFile(input: UploadInput, options?: UploadOptions): Promise<WithLastResponse<UploadCompleteResponse>>',
    ],
    [
      'list({',
      'list(query?: Query<"listTranscripts">, options?: PageOptions): ListPage<TranscriptList, TranscriptListItem>',
    ],
  ])('the signature of %s', (probe, shown) => {
    expect(hover.at(probe)).toContain(shown);
  });
});
