import ExcelJS from 'exceljs';
import { documentDate, type ExportableTranscript, exportLines } from './export-model.js';

/** An Excel workbook: sheet "Segments" (one row per segment) and sheet "Speakers". */
export async function renderXlsx(transcript: ExportableTranscript): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Scribekit sandbox';
  workbook.title = transcript.title;
  workbook.created = documentDate(transcript);
  workbook.modified = workbook.created;

  const segments = workbook.addWorksheet('Segments', { views: [{ state: 'frozen', ySplit: 1 }] });
  segments.columns = [
    { header: 'Start (s)', key: 'start', width: 10, style: { numFmt: '0.000' } },
    { header: 'End (s)', key: 'end', width: 10, style: { numFmt: '0.000' } },
    { header: 'Speaker', key: 'speaker', width: 18 },
    { header: 'Text', key: 'text', width: 90, style: { alignment: { wrapText: true } } },
    { header: 'Confidence', key: 'confidence', width: 12, style: { numFmt: '0.000' } },
  ];
  segments.getRow(1).font = { bold: true };
  for (const line of exportLines(transcript)) {
    segments.addRow({
      start: line.start_s,
      end: line.end_s,
      speaker: line.speaker,
      text: line.text,
      confidence: line.confidence,
    });
  }

  const speakers = workbook.addWorksheet('Speakers');
  speakers.columns = [
    { header: 'Name', key: 'name', width: 18 },
    { header: 'Label', key: 'label', width: 14 },
    { header: 'Speaking time (s)', key: 'seconds', width: 18, style: { numFmt: '0.0' } },
  ];
  speakers.getRow(1).font = { bold: true };
  for (const speaker of transcript.speakers) {
    speakers.addRow({
      name: speaker.name,
      label: speaker.label,
      seconds: speaker.speaking_seconds,
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
