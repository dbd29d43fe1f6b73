/**
 * A valid PDF of about `targetBytes` whose pages hold about `textChars` characters of text
 * (Helvetica, one line of words per `Tj`) and, to reach the size, one unused stream of filler;
 * written directly, since building one this size with a PDF library takes longer than reading it.
 */
export function makeTextPdf(targetBytes: number, textChars: number): Buffer {
  const words = ['budget', 'roadmap', 'hiring', 'review', 'meeting', 'plan', 'quarter', 'team'];
  const lines: string[] = [];
  for (let i = 0; i < 60; i++) {
    const line = Array.from({ length: 12 }, (_, j) => words[(i * 7 + j * 3) % words.length]);
    lines.push(`BT /F1 9 Tf 40 ${780 - i * 12} Td (${line.join(' ')} ${i}.) Tj ET`);
  }
  const content = lines.join('\n');
  const textPerPage = lines.reduce(
    (sum, line) => sum + (/\((.*)\)/.exec(line)?.[1]?.length ?? 0) + 2,
    0,
  );
  const pages = Math.max(1, Math.floor(textChars / textPerPage));
  // Objects: 1 catalog, 2 pages, 3 font, then a page and its content per page.
  const objects: string[] = [];
  const kids = Array.from({ length: pages }, (_, p) => `${4 + p * 2} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  for (let p = 0; p < pages; p++) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + p * 2} 0 R >>`,
    );
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  }
  const used = objects.reduce((sum, body) => sum + body.length + 30, 0);
  const filler = Math.max(0, targetBytes - used - 40 * objects.length - 200);
  objects.push(`<< /Length ${filler} >>\nstream\n${'%'.repeat(filler)}\nendstream`);
  const parts: string[] = ['%PDF-1.4\n'];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = `${index + 1} 0 obj\n${body}\nendobj\n`;
    parts.push(object);
    length += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
  ].join('\n');
  parts.push(`${xref}\n`);
  return Buffer.from(parts.join(''), 'latin1');
}
