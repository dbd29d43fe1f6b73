import PDFDocument from 'pdfkit';
import {
  documentDate,
  type ExportableTranscript,
  exportLines,
  speakerNames,
  transcriptDuration,
} from './export-model.js';
import { formatClock, formatDuration } from './time-format.js';

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
  pdf.font('Helvetica-Bold').fontSize(18).text(transcript.title);
  const facts = [
    `Duration: ${formatDuration(transcriptDuration(transcript))}`,
    `Speakers: ${speakerNames(transcript).join(', ') || 'none'}`,
    ...(transcript.language ? [`Language: ${transcript.language}`] : []),
  ].join('  |  ');
  pdf.moveDown(0.3).font('Helvetica-Oblique').fontSize(10).fillColor('#555555').text(facts);
  pdf.moveDown().fillColor('#000000');
  for (const line of exportLines(transcript)) {
    pdf
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(`[${formatClock(line.start_s)}] ${line.speaker}: `, { continued: true })
      .font('Helvetica')
      .text(line.text);
    pdf.moveDown(0.4);
  }
  pdf.end();
  return finished;
}
