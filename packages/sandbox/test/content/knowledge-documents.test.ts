import { Document, Packer, Paragraph } from 'docx';
import PDFDocument from 'pdfkit';
import { describe, expect, test } from 'vitest';
import {
  chunkText,
  DocumentExtractionError,
  estimateTokens,
  extractDocumentText,
} from '../../src/content/index.js';
import { textBytes } from './media-fixtures.js';

const PARAGRAPHS = [
  'Travel policy. Employees book flights through the internal portal at least two weeks ahead.',
  'Expense reports are due within thirty days of the trip. Receipts above twenty-five euros are required.',
  'Conference sponsorships need approval from the marketing lead and the finance team.',
];

async function makeDocx(paragraphs: string[]): Promise<Uint8Array> {
  const document = new Document({
    sections: [{ children: paragraphs.map((text) => new Paragraph(text)) }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

function makePdf(pages: string[][], title?: string): Promise<Uint8Array> {
  const pdf = new PDFDocument(title ? { info: { Title: title } } : {});
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on('error', reject);
    pages.forEach((paragraphs, index) => {
      if (index > 0) pdf.addPage();
      for (const paragraph of paragraphs) pdf.text(paragraph).moveDown();
    });
    pdf.end();
  });
}

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

async function extractionError(promise: Promise<unknown>): Promise<DocumentExtractionError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DocumentExtractionError);
  return error as DocumentExtractionError;
}

describe('extractDocumentText', () => {
  test('reads the paragraphs of a DOCX file', async () => {
    const document = await extractDocumentText(await makeDocx(PARAGRAPHS), {
      filename: 'policy.docx',
    });
    expect(document.source_kind).toBe('docx');
    expect(document.text.split('\n\n')).toEqual(PARAGRAPHS);
  });

  test('reads the pages of a PDF file, with its title', async () => {
    const bytes = await makePdf([PARAGRAPHS.slice(0, 2), PARAGRAPHS.slice(2)], 'Travel policy');
    const document = await extractDocumentText(bytes, { mime: 'application/pdf' });
    expect(document).toMatchObject({ source_kind: 'pdf', pages: 2, title: 'Travel policy' });
    const text = collapse(document.text);
    for (const paragraph of PARAGRAPHS) expect(text).toContain(paragraph);
    expect(text.indexOf('Travel policy.')).toBeLessThan(text.indexOf('Conference sponsorships'));
  });

  test('goes by the bytes, not the declared type', async () => {
    const bytes = await makeDocx(PARAGRAPHS);
    const document = await extractDocumentText(bytes, { filename: 'upload.bin' });
    expect(document.source_kind).toBe('docx');
  });

  test('does not alter the bytes it was given', async () => {
    const bytes = await makePdf([PARAGRAPHS]);
    const copy = new Uint8Array(bytes);
    await extractDocumentText(bytes);
    expect(bytes).toEqual(copy);
  });

  test('rejects an empty upload', async () => {
    const error = await extractionError(
      extractDocumentText(new Uint8Array(), { filename: 'a.pdf' }),
    );
    expect(error.key).toBe('empty_document');
  });

  test('rejects other types with unsupported_document_type', async () => {
    const text = await extractionError(
      extractDocumentText(textBytes('plain notes'), { filename: 'n.txt' }),
    );
    expect(text.key).toBe('unsupported_document_type');
    expect(text.message).toContain('PDF and DOCX');
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...textBytes('xl/workbook.xml')]);
    const sheet = await extractionError(extractDocumentText(zip, { filename: 'sheet.xlsx' }));
    expect(sheet.key).toBe('unsupported_document_type');
  });

  test('reports damaged files as corrupt_document', async () => {
    const notPdf = await extractionError(
      extractDocumentText(textBytes('hello'), { filename: 'report.pdf' }),
    );
    expect(notPdf.key).toBe('corrupt_document');
    const pdf = await makePdf([PARAGRAPHS]);
    const truncatedPdf = await extractionError(extractDocumentText(pdf.subarray(0, 60)));
    expect(truncatedPdf.key).toBe('corrupt_document');
    const docx = await makeDocx(PARAGRAPHS);
    const truncatedDocx = await extractionError(
      extractDocumentText(docx.subarray(0, Math.floor(docx.length / 2)), { filename: 'x.docx' }),
    );
    expect(truncatedDocx.key).toBe('corrupt_document');
  });

  test('reports a document without text as no_text_found', async () => {
    const error = await extractionError(extractDocumentText(await makeDocx([''])));
    expect(error.key).toBe('no_text_found');
  });
});

describe('chunkText', () => {
  const longText = Array.from(
    { length: 40 },
    (_, index) =>
      `Paragraph ${index} explains rule number ${index}. It has a second sentence with some detail about item ${index}.`,
  ).join('\n\n');

  test('keeps every chunk within maxTokens and numbers them in order', () => {
    const chunks = chunkText(longText, { maxTokens: 60 });
    expect(chunks.length).toBeGreaterThan(5);
    chunks.forEach((chunk, index) => {
      expect(chunk.chunk_index).toBe(index);
      expect(chunk.tokens_count).toBe(estimateTokens(chunk.content));
      expect(chunk.tokens_count).toBeLessThanOrEqual(60);
    });
  });

  test('keeps the text and its order', () => {
    const chunks = chunkText(longText, { maxTokens: 60 });
    expect(collapse(chunks.map((chunk) => chunk.content).join(' '))).toBe(collapse(longText));
  });

  test('packs whole paragraphs together when they fit', () => {
    const chunks = chunkText(PARAGRAPHS.join('\n\n'), { maxTokens: 1000 });
    expect(chunks).toHaveLength(1);
    expect(chunks[0]?.content).toBe(PARAGRAPHS.join('\n\n'));
  });

  test('splits a long paragraph at sentences, then at words', () => {
    const sentences = chunkText(PARAGRAPHS[1] ?? '', { maxTokens: 16 });
    expect(sentences.map((chunk) => chunk.content)).toEqual([
      'Expense reports are due within thirty days of the trip.',
      'Receipts above twenty-five euros are required.',
    ]);
    const words = chunkText('alpha beta gamma delta epsilon zeta eta theta', { maxTokens: 3 });
    expect(words.every((chunk) => chunk.content.length <= 12)).toBe(true);
    expect(words.map((chunk) => chunk.content).join(' ')).toBe(
      'alpha beta gamma delta epsilon zeta eta theta',
    );
  });

  test('cuts a single word longer than a chunk', () => {
    const chunks = chunkText('x'.repeat(50), { maxTokens: 5 });
    expect(chunks.map((chunk) => chunk.content.length)).toEqual([20, 20, 10]);
  });

  test('gives no chunks for blank text', () => {
    expect(chunkText(' \n\n \t ')).toEqual([]);
  });
});
