import mammoth from 'mammoth';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';

/** The document types a knowledge base accepts for upload. */
export type DocumentKind = 'pdf' | 'docx';

/** Text pulled out of an uploaded document. */
export interface ExtractedDocument {
  /** Plain text; paragraphs (DOCX) or pages (PDF) separated by a blank line. */
  text: string;
  /** The entry's source_kind. */
  source_kind: DocumentKind;
  /** The document's own title (PDF metadata), if it has one. */
  title: string | null;
  /** Number of pages (PDF only). */
  pages: number | null;
}

/** Machine-readable reasons extraction fails. */
export type DocumentErrorKey =
  | 'empty_document'
  | 'unsupported_document_type'
  | 'corrupt_document'
  | 'encrypted_document'
  | 'no_text_found'
  | 'document_too_long';

/**
 * Most text a document may yield, in characters: what a JSON entry body (1 MiB) can carry. A
 * 10 MiB document can hold far more once compressed; past this its entries and the answer
 * listing them would hold the service.
 */
export const MAX_DOCUMENT_TEXT = 1_000_000;

/** A document that cannot be turned into text; `key` suits an error detail item. */
export class DocumentExtractionError extends Error {
  override readonly name = 'DocumentExtractionError';
  constructor(
    readonly key: DocumentErrorKey,
    message: string,
  ) {
    super(message);
  }
}

/** What the client said about the file. */
export interface DocumentInfo {
  /** Original file name; its extension counts when the bytes are ambiguous. */
  filename?: string | null;
  /** Declared MIME type. */
  mime?: string | null;
}

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const latin1 = (bytes: Uint8Array, start: number, end: number): string =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1', start, end);

function declaredKind(info: DocumentInfo): DocumentKind | undefined {
  const mime = (info.mime ?? '').split(';')[0]?.trim().toLowerCase();
  const extension = (info.filename ?? '').toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (mime === 'application/pdf' || extension === 'pdf') return 'pdf';
  if (mime === DOCX_MIME || extension === 'docx') return 'docx';
  return undefined;
}

function sniffKind(bytes: Uint8Array): DocumentKind | 'zip' | undefined {
  // PDF readers accept the header anywhere in the first 1024 bytes.
  if (latin1(bytes, 0, 1024).includes('%PDF-')) return 'pdf';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    // Zip entry names are stored in clear text; a Word document has word/document.xml.
    return latin1(bytes, 0, bytes.length).includes('word/document.xml') ? 'docx' : 'zip';
  }
  return undefined;
}

async function pdfText(bytes: Uint8Array): Promise<ExtractedDocument> {
  try {
    // pdf.js may take over (detach) the buffer it is given, so it gets a copy.
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    const { info } = await getMeta(pdf).catch(() => ({ info: {} as Record<string, unknown> }));
    const title = typeof info.Title === 'string' && info.Title.trim() ? info.Title.trim() : null;
    await pdf.destroy();
    return {
      text: text.map((page) => page.trim()).join('\n\n'),
      source_kind: 'pdf',
      title,
      pages: totalPages,
    };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'PasswordException') {
      throw new DocumentExtractionError(
        'encrypted_document',
        'The PDF is password-protected; upload an unprotected copy.',
      );
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new DocumentExtractionError('corrupt_document', `The PDF could not be read: ${reason}`);
  }
}

async function docxText(bytes: Uint8Array): Promise<ExtractedDocument> {
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const { value } = await mammoth.extractRawText({ buffer });
    return {
      text: value.replace(/\n{3,}/g, '\n\n').trim(),
      source_kind: 'docx',
      title: null,
      pages: null,
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DocumentExtractionError(
      'corrupt_document',
      `The DOCX file could not be read: ${reason}`,
    );
  }
}

/**
 * Extracts the plain text of a PDF or DOCX file. The bytes decide the type; the name and MIME
 * type only make a mismatch an error about a damaged file rather than an unsupported one.
 * Throws DocumentExtractionError for empty, unsupported, damaged, encrypted or text-less files.
 */
export async function extractDocumentText(
  bytes: Uint8Array,
  info: DocumentInfo = {},
): Promise<ExtractedDocument> {
  if (bytes.length === 0) {
    throw new DocumentExtractionError(
      'empty_document',
      'The uploaded document is empty (0 bytes).',
    );
  }
  const sniffed = sniffKind(bytes);
  const declared = declaredKind(info);
  if (sniffed !== 'pdf' && sniffed !== 'docx') {
    if (declared) {
      throw new DocumentExtractionError(
        'corrupt_document',
        `The file is declared as ${declared.toUpperCase()} but its content is not a valid ${declared.toUpperCase()} file.`,
      );
    }
    throw new DocumentExtractionError(
      'unsupported_document_type',
      `Only PDF and DOCX documents can be uploaded${sniffed === 'zip' ? ' (this zip archive is not a Word document)' : ''}.`,
    );
  }
  const document = sniffed === 'pdf' ? await pdfText(bytes) : await docxText(bytes);
  if (document.text.trim().length === 0) {
    throw new DocumentExtractionError(
      'no_text_found',
      `The ${sniffed.toUpperCase()} contains no extractable text (a scanned document needs OCR first).`,
    );
  }
  if (document.text.length > MAX_DOCUMENT_TEXT) {
    throw new DocumentExtractionError(
      'document_too_long',
      `The ${sniffed.toUpperCase()} holds ${document.text.length} characters of text; at most ${MAX_DOCUMENT_TEXT} can be added at once (split the document).`,
    );
  }
  return document;
}
