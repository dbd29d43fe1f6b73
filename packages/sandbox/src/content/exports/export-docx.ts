import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { formatClock, formatDurationWithUnits } from '../text/time-format.js';
import {
  type ExportableTranscript,
  exportLines,
  speakerNames,
  transcriptDuration,
} from './export-model.js';

/** A Word document: title, a facts line, then one paragraph per segment (time and speaker bold). */
export async function renderDocx(transcript: ExportableTranscript): Promise<Uint8Array> {
  const facts = [
    `Duration: ${formatDurationWithUnits(transcriptDuration(transcript))}`,
    `Speakers: ${speakerNames(transcript).join(', ') || 'none'}`,
    ...(transcript.language ? [`Language: ${transcript.language}`] : []),
  ].join(' · ');
  const document = new Document({
    title: transcript.title,
    creator: 'Scribekit sandbox',
    description: 'Transcript export',
    sections: [
      {
        children: [
          new Paragraph({ text: transcript.title, heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ children: [new TextRun({ text: facts, italics: true })] }),
          ...exportLines(transcript).map(
            (line) =>
              new Paragraph({
                spacing: { before: 120 },
                children: [
                  new TextRun({
                    text: `[${formatClock(line.start_s)}] ${line.speaker}: `,
                    bold: true,
                  }),
                  new TextRun(line.text),
                ],
              }),
          ),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
