/** The MCP App that shows a transcript: get_transcript and transcribe link their results to it. */
export const TRANSCRIPT_APP_URI = 'ui://scribekit/transcript';
