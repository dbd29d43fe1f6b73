import { renderJson } from './export-json.js';
import { renderMd } from './export-md.js';
import type { ExportableTranscript, ExportFormat, RenderedExport } from './export-model.js';
import { utf8 } from './export-model.js';
import { renderSrt } from './export-srt.js';
import { renderTxt } from './export-txt.js';
import { renderVtt } from './export-vtt.js';
import { xmlSafe } from './xml-safe.js';

const RENDERERS: Record<
  ExportFormat,
  { mime: string; render: (transcript: ExportableTranscript) => Promise<Uint8Array> | Uint8Array }
> = {
  txt: { mime: 'text/plain; charset=utf-8', render: (t) => utf8(renderTxt(t)) },
  srt: { mime: 'application/x-subrip; charset=utf-8', render: (t) => utf8(renderSrt(t)) },
  vtt: { mime: 'text/vtt; charset=utf-8', render: (t) => utf8(renderVtt(t)) },
  json: { mime: 'application/json', render: (t) => utf8(renderJson(t)) },
  md: { mime: 'text/markdown; charset=utf-8', render: (t) => utf8(renderMd(t)) },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    // The document libraries load on first use, so a worker rendering text starts fast.
    render: async (t) => (await import('./export-docx.js')).renderDocx(xmlSafe(t)),
  },
  pdf: {
    mime: 'application/pdf',
    render: async (t) => (await import('./export-pdf.js')).renderPdf(t),
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    render: async (t) => (await import('./export-xlsx.js')).renderXlsx(xmlSafe(t)),
  },
};

/** True for one of the eight export format codes. */
export const isExportFormat = (value: string): value is ExportFormat =>
  Object.hasOwn(RENDERERS, value);

/** Renders a transcript as a file in one of the eight export formats. */
export async function renderExport(
  format: ExportFormat,
  transcript: ExportableTranscript,
): Promise<RenderedExport> {
  const renderer = RENDERERS[format];
  if (!renderer) throw new RangeError(`Unknown export format: ${String(format)}`);
  return { bytes: await renderer.render(transcript), mime: renderer.mime, extension: format };
}
