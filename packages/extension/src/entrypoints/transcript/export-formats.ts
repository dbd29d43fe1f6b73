import { i18n } from '#i18n';
import type { ExportFormat } from '../../messages/export-formats.js';

/** The three kinds of export, each with its formats, in the order the page shows them. */
export const EXPORT_GROUPS = [
  { id: 'documents', formats: ['docx', 'pdf', 'txt', 'md'] },
  { id: 'captions', formats: ['srt', 'vtt'] },
  { id: 'data', formats: ['json', 'xlsx'] },
] as const satisfies readonly { id: string; formats: readonly ExportFormat[] }[];

/** One kind of export. */
export type ExportGroupId = (typeof EXPORT_GROUPS)[number]['id'];

/** A group's name and what it is for. */
export function groupWords(id: ExportGroupId): { title: string; purpose: string } {
  switch (id) {
    case 'documents':
      return { title: i18n.t('exports.documents'), purpose: i18n.t('exports.documentsFor') };
    case 'captions':
      return { title: i18n.t('exports.captions'), purpose: i18n.t('exports.captionsFor') };
    case 'data':
      return { title: i18n.t('exports.data'), purpose: i18n.t('exports.dataFor') };
  }
}

/** A word on what a format is (`Word document`, `Subtitles`). */
export function formatWord(format: ExportFormat): string {
  switch (format) {
    case 'docx':
      return i18n.t('exports.word.docx');
    case 'pdf':
      return i18n.t('exports.word.pdf');
    case 'txt':
      return i18n.t('exports.word.txt');
    case 'md':
      return i18n.t('exports.word.md');
    case 'srt':
      return i18n.t('exports.word.srt');
    case 'vtt':
      return i18n.t('exports.word.vtt');
    case 'json':
      return i18n.t('exports.word.json');
    case 'xlsx':
      return i18n.t('exports.word.xlsx');
  }
}
