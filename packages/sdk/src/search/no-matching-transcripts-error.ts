/** `askTranscripts` found no transcript that shares a word with the question. */
export class NoMatchingTranscriptsError extends Error {
  override readonly name = 'NoMatchingTranscriptsError';
  /** The question asked. */
  readonly question: string;
  constructor(question: string, since?: Date) {
    super(
      `No transcript${since ? ` since ${since.toISOString().slice(0, 10)}` : ''} shares a word with the question "${question}"; name transcripts explicitly or reword it.`,
    );
    this.question = question;
  }
}
