import type { ToolDefinition } from '../define-tool.js';
import askTranscripts from './ask-transcripts.js';
import exportTranscript from './export-transcript.js';
import getActionItems from './get-action-items.js';
import getChapters from './get-chapters.js';
import getTranscript from './get-transcript.js';
import listJobs from './list-jobs.js';
import searchTranscripts from './search-transcripts.js';
import sendMeetingBot from './send-meeting-bot.js';
import summarizeTranscript from './summarize-transcript.js';
import transcribe from './transcribe.js';

/** Every tool of `scribekit mcp`, in the order clients list them (the names are pinned). */
// biome-ignore lint/suspicious/noExplicitAny: each tool's own argument and result types are checked in its file
export const TOOLS: ToolDefinition<any, any>[] = [
  transcribe,
  getTranscript,
  searchTranscripts,
  listJobs,
  summarizeTranscript,
  getActionItems,
  getChapters,
  exportTranscript,
  sendMeetingBot,
  askTranscripts,
];
