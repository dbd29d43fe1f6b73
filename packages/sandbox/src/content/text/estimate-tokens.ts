/** Rough LLM token count of a text: about 4 characters per token, at least 1 for non-empty text. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
