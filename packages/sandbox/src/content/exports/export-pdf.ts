import PDFDocument from 'pdfkit';
import { formatClock, formatDurationWithUnits } from '../text/time-format.js';
import {
  documentDate,
  type ExportableTranscript,
  exportLines,
  speakerNames,
  transcriptDuration,
} from './export-model.js';

/**
 * Cuts every word wider than `width` into pieces that fit, one per line, measuring each
 * character once. pdfkit breaks such a word itself by measuring ever shorter prefixes, which
 * grows with the square of the word's length (a 60,000-character title took 15 s).
 */
function breakLongWords(pdf: PDFKit.PDFDocument, text: string, width: number): string {
  const widths = new Map<string, number>();
  const widthOf = (char: string) => {
    let measured = widths.get(char);
    if (measured === undefined) {
      measured = pdf.widthOfString(char);
      widths.set(char, measured);
    }
    return measured;
  };
  // Kerning can make a piece slightly wider than the sum of its characters.
  const fits = width * 0.95;
  return text
    .split(/(\s+)/)
    .map((token) => {
      if (token.length < 12 || /^\s/.test(token)) return token;
      const pieces: string[] = [];
      let piece = '';
      let pieceWidth = 0;
      for (const char of token) {
        const charWidth = widthOf(char);
        if (piece && pieceWidth + charWidth > fits) {
          pieces.push(piece);
          piece = '';
          pieceWidth = 0;
        }
        piece += char;
        pieceWidth += charWidth;
      }
      pieces.push(piece);
      return pieces.join('\n');
    })
    .join('');
}

/** A PDF (standard Helvetica fonts): title, facts line, then time and speaker in bold per segment. */
export function renderPdf(transcript: ExportableTranscript): Promise<Uint8Array> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: transcript.title,
      Creator: 'Scribekit sandbox',
      CreationDate: documentDate(transcript),
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Uint8Array>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
  pdf.font('Helvetica-Bold').fontSize(18);
  pdf.text(breakLongWords(pdf, transcript.title, width));
  const facts = [
    `Duration: ${formatDurationWithUnits(transcriptDuration(transcript))}`,
    `Speakers: ${speakerNames(transcript).join(', ') || 'none'}`,
    ...(transcript.language ? [`Language: ${transcript.language}`] : []),
  ].join('  |  ');
  pdf.moveDown(0.3).font('Helvetica-Oblique').fontSize(10).fillColor('#555555');
  pdf.text(breakLongWords(pdf, facts, width));
  pdf.moveDown().fillColor('#000000');
  for (const line of exportLines(transcript)) {
    pdf
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(`[${formatClock(line.start_s)}] ${line.speaker}: `, { continued: true })
      .font('Helvetica');
    pdf.text(breakLongWords(pdf, line.text, width));
    pdf.moveDown(0.4);
  }
  pdf.end();
  return finished;
}
