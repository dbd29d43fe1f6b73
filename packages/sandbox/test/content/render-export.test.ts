import ExcelJS from 'exceljs';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  EXPORT_FORMATS,
  type ExportableTranscript,
  generateTranscript,
  isExportFormat,
  isTranscriptionFailure,
  renderExport,
} from '../../src/content/index.js';
import { zipEntries } from '../support/zip-entries.js';
import { makeWav } from './media-fixtures.js';

let transcript: ExportableTranscript;

beforeAll(() => {
  const file = makeWav({ seconds: 240, sampleRate: 8000, fill: 42 });
  const generated = generateTranscript({
    sampleBytes: file,
    sizeBytes: file.length,
    transcriptId: 'exp-1',
  });
  if (isTranscriptionFailure(generated)) throw new Error(generated.error);
  const speakers = generated.speakers.map((speaker, index) => ({
    ...speaker,
    name: index === 0 ? 'Zoë <Chair> & Co' : speaker.name,
  }));
  transcript = {
    id: 'exp-1',
    title: 'Quarterly planning',
    language: 'en',
    duration_s: generated.duration_s,
    created_at: '2025-02-03T10:00:00.000Z',
    speakers,
    segments: generated.segments,
  };
});

const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);
const seconds = (time: string): number => {
  const match = time.match(/^(\d{2}):(\d{2}):(\d{2})[.,](\d{3})$/);
  if (!match) throw new Error(`bad cue time ${time}`);
  const [, h, m, s, ms] = match.map(Number) as number[];
  return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0) + (ms ?? 0) / 1000;
};

/** A deliberately small SRT/VTT reader: cue blocks separated by blank lines. */
function parseCues(text: string, separator: ',' | '.') {
  const arrow = new RegExp(
    `^(\\d{2}:\\d{2}:\\d{2}\\${separator}\\d{3}) --> (\\d{2}:\\d{2}:\\d{2}\\${separator}\\d{3})$`,
  );
  return text
    .trim()
    .split(/\n\n+/)
    .flatMap((block) => {
      const lines = block.split('\n');
      const timing = lines.findIndex((line) => arrow.test(line));
      if (timing < 0) return [];
      const [, start, end] = lines[timing]?.match(arrow) ?? [];
      return [
        {
          start: seconds(start ?? ''),
          end: seconds(end ?? ''),
          text: lines.slice(timing + 1).join('\n'),
        },
      ];
    });
}

describe('renderExport', () => {
  test('knows the eight formats', () => {
    expect([...EXPORT_FORMATS].sort()).toEqual([
      'docx',
      'json',
      'md',
      'pdf',
      'srt',
      'txt',
      'vtt',
      'xlsx',
    ]);
    expect(isExportFormat('srt')).toBe(true);
    expect(isExportFormat('doc')).toBe(false);
  });

  test('SRT: one numbered cue per segment with comma milliseconds and speaker names', async () => {
    const { bytes, mime, extension } = await renderExport('srt', transcript);
    expect(mime).toContain('application/x-subrip');
    expect(extension).toBe('srt');
    const text = decode(bytes);
    expect(text.startsWith('1\n00:00:')).toBe(true);
    const cues = parseCues(text, ',');
    expect(cues).toHaveLength(transcript.segments.length);
    cues.forEach((cue, index) => {
      const segment = transcript.segments[index];
      expect(cue.start).toBeCloseTo(segment?.start_s ?? -1, 3);
      expect(cue.end).toBeCloseTo(segment?.end_s ?? -1, 3);
      expect(cue.text.endsWith(segment?.text ?? '')).toBe(true);
    });
    expect(cues[0]?.text.startsWith('Zoë <Chair> & Co: ')).toBe(true);
  });

  test('VTT: WEBVTT header, dot milliseconds and escaped voice spans', async () => {
    const { bytes, mime } = await renderExport('vtt', transcript);
    expect(mime).toContain('text/vtt');
    const text = decode(bytes);
    expect(text.startsWith('WEBVTT\n\n')).toBe(true);
    const cues = parseCues(text, '.');
    expect(cues).toHaveLength(transcript.segments.length);
    expect(cues.map((cue) => cue.start)).toEqual(transcript.segments.map((s) => s.start_s));
    expect(cues.map((cue) => cue.end)).toEqual(transcript.segments.map((s) => s.end_s));
    expect(cues[0]?.text.startsWith('<v Zoë &lt;Chair&gt; &amp; Co>')).toBe(true);
    expect(text).not.toMatch(/-->.*,/);
  });

  test('JSON parses back to the transcript', async () => {
    const { bytes, mime } = await renderExport('json', transcript);
    expect(mime).toBe('application/json');
    const parsed = JSON.parse(decode(bytes));
    expect(parsed).toMatchObject({ id: 'exp-1', title: 'Quarterly planning', language: 'en' });
    expect(parsed.segments).toEqual(JSON.parse(JSON.stringify(transcript.segments)));
    expect(parsed.speakers).toHaveLength(transcript.speakers.length);
  });

  test('TXT and MD carry the title, timestamps, speakers and every segment', async () => {
    const txt = decode((await renderExport('txt', transcript)).bytes);
    const md = decode((await renderExport('md', transcript)).bytes);
    expect(txt.split('\n')[0]).toBe('Quarterly planning');
    expect(md.split('\n')[0]).toBe('# Quarterly planning');
    expect(txt).toMatch(/^\[00:\d\d\] Zoë <Chair> & Co: /m);
    expect(md).toContain('**Zoë \\<Chair\\> & Co** `00:');
    for (const segment of transcript.segments) {
      expect(txt).toContain(segment.text);
      expect(md).toContain(segment.text.replace(/([\\`*_[\]<>#|])/g, '\\$1'));
    }
  });

  test('DOCX opens in mammoth and contains every segment', async () => {
    const { bytes, mime } = await renderExport('docx', transcript);
    expect(mime).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    expect(value).toContain('Quarterly planning');
    for (const segment of transcript.segments) expect(value).toContain(segment.text);
    expect(value).toContain('Zoë <Chair> & Co:');
  });

  test('PDF opens in pdf.js and contains the segments', async () => {
    const { bytes, mime } = await renderExport('pdf', transcript);
    expect(mime).toBe('application/pdf');
    expect(decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    const { text } = await extractText(pdf, { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Quarterly planning');
    for (const segment of transcript.segments.slice(0, 5)) {
      // pdf.js may break lines anywhere, so compare with whitespace collapsed.
      expect(flat).toContain(segment.text.replace(/\s+/g, ' ').slice(0, 40));
    }
    expect(pdf.numPages).toBeGreaterThan(1);
  });

  test('XLSX opens in exceljs with one row per segment', async () => {
    const { bytes, mime } = await renderExport('xlsx', transcript);
    expect(mime).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Segments');
    expect(sheet?.rowCount).toBe(transcript.segments.length + 1);
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Start (s)',
      'End (s)',
      'Speaker',
      'Text',
      'Confidence',
    ]);
    transcript.segments.forEach((segment, index) => {
      const row = sheet?.getRow(index + 2);
      expect(row?.getCell(1).value).toBe(segment.start_s);
      expect(row?.getCell(2).value).toBe(segment.end_s);
      expect(row?.getCell(4).value).toBe(segment.text);
      expect(row?.getCell(5).value).toBe(segment.confidence);
    });
    expect(sheet?.getRow(2).getCell(3).value).toBe('Zoë <Chair> & Co');
    expect(workbook.getWorksheet('Speakers')?.rowCount).toBe(transcript.speakers.length + 1);
  });

  test('leaves out segments without text and renders an empty transcript', async () => {
    const [first, second, third] = transcript.segments;
    if (!first || !second || !third) throw new Error('the fixture needs three segments');
    const withBlank: ExportableTranscript = {
      ...transcript,
      segments: [first, second, { ...third, text: '  ' }],
    };
    expect(parseCues(decode((await renderExport('srt', withBlank)).bytes), ',')).toHaveLength(2);
    const empty = { title: 'Nothing', speakers: [], segments: [] };
    // Subtitles without cues are an empty SRT and a bare WebVTT header; documents still open.
    expect(decode((await renderExport('srt', empty)).bytes)).toBe('');
    expect(decode((await renderExport('vtt', empty)).bytes)).toBe('WEBVTT\n');
    const docx = await renderExport('docx', empty);
    expect((await mammoth.extractRawText({ buffer: Buffer.from(docx.bytes) })).value).toContain(
      'Nothing',
    );
    const xlsx = new ExcelJS.Workbook();
    await xlsx.xlsx.load(
      Buffer.from((await renderExport('xlsx', empty)).bytes) as unknown as ArrayBuffer,
    );
    expect(xlsx.getWorksheet('Segments')?.rowCount).toBe(1);
    for (const format of ['txt', 'md', 'json', 'pdf'] as const) {
      expect((await renderExport(format, empty)).bytes.length).toBeGreaterThan(0);
    }
  });

  test('control characters in a title, a speaker name or a line never make a broken .docx or .xlsx', async () => {
    const control = '\u0000\u0001\u0008\u000b\u001f\ufffe\uffff';
    const hostile: ExportableTranscript = {
      ...transcript,
      title: `Budget${control} review \u{1F600}`,
      speakers: transcript.speakers.map((speaker) => ({ ...speaker, name: `Ana${control}` })),
      segments: transcript.segments.map((segment) => ({ ...segment, text: `Yes${control}.` })),
    };
    for (const format of ['docx', 'xlsx'] as const) {
      const entries = zipEntries((await renderExport(format, hostile)).bytes);
      const xml = [...entries].filter(([name]) => name.endsWith('.xml'));
      expect(xml.length, format).toBeGreaterThan(3);
      for (const [name, text] of xml) {
        const found = [...control].filter((char) => text.toString('utf8').includes(char));
        expect(found, name).toEqual([]);
      }
      // The text survives without the characters XML cannot hold; the emoji stays.
      expect(
        xml.some(([, text]) => text.toString('utf8').includes('Budget review \u{1F600}')),
      ).toBe(true);
    }
    const workbook = new ExcelJS.Workbook(); // strict: it refuses a disallowed character
    await workbook.xlsx.load(
      Buffer.from((await renderExport('xlsx', hostile)).bytes) as unknown as ArrayBuffer,
    );
    expect(workbook.title).toBe('Budget review \u{1F600}');
  });
});
