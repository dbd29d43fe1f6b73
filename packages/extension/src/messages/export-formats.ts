// The export formats, in one list (the transcript page's order).

/** The export formats the API offers, in the order the transcript page shows them. */
export const EXPORT_FORMATS = ['docx', 'pdf', 'srt', 'vtt', 'txt', 'json', 'md', 'xlsx'] as const;

/** One of the eight export formats. */
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
