import { Document, Packer, Paragraph } from 'docx';
import PDFDocument from 'pdfkit';

/** A real PDF with one paragraph per entry of `paragraphs`. */
export function makePdf(paragraphs: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ info: { Title: 'Handbook' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const p of paragraphs) doc.text(p).moveDown();
    doc.end();
  });
}

/** A real DOCX with one paragraph per entry of `paragraphs`. */
export async function makeDocx(paragraphs: string[]): Promise<Buffer> {
  const doc = new Document({
    sections: [{ children: paragraphs.map((text) => new Paragraph(text)) }],
  });
  return Buffer.from(await Packer.toBuffer(doc));
}
