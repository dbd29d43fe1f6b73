import { estimateTokens } from '../text/estimate-tokens.js';

/** One piece of a document, sized for a knowledge-base entry. */
export interface TextChunk {
  /** The chunk's text (paragraphs joined by a blank line, sentences by a space). */
  content: string;
  /** Estimated tokens of `content` (about 4 characters per token). */
  tokens_count: number;
  /** Position of the chunk in the document, from 0. */
  chunk_index: number;
}

/** How to cut a text into chunks. */
export interface ChunkTextOptions {
  /** Largest estimated token count of a chunk (default 500; at least 1). */
  maxTokens?: number;
}

/** Splits text that is too long into pieces that fit, preferring sentence, then word boundaries. */
function splitOversized(paragraph: string, maxChars: number): string[] {
  if (paragraph.length <= maxChars) return [paragraph];
  const sentences = paragraph.split(/(?<=[.!?…])\s+/);
  if (sentences.length > 1) return sentences.flatMap((s) => splitOversized(s, maxChars));
  const words = paragraph.split(/\s+/);
  if (words.length > 1) {
    const pieces: string[] = [];
    let piece = '';
    for (const word of words.flatMap((w) => splitOversized(w, maxChars))) {
      if (piece && piece.length + 1 + word.length > maxChars) {
        pieces.push(piece);
        piece = word;
      } else piece = piece ? `${piece} ${word}` : word;
    }
    if (piece) pieces.push(piece);
    return pieces;
  }
  // A single "word" longer than a chunk (a URL, a hash): cut it.
  const pieces: string[] = [];
  for (let at = 0; at < paragraph.length; at += maxChars)
    pieces.push(paragraph.slice(at, at + maxChars));
  return pieces;
}

/**
 * Cuts a document into chunks of at most `maxTokens` estimated tokens, in order. Paragraphs stay
 * whole when they fit; longer ones are split at sentences, then words. Whitespace inside a
 * paragraph is collapsed; empty input gives no chunks.
 */
export function chunkText(text: string, options: ChunkTextOptions = {}): TextChunk[] {
  const maxTokens = Math.max(1, Math.floor(options.maxTokens ?? 500));
  // estimateTokens rounds chars/4 up, so 4 characters per token is an exact bound.
  const maxChars = maxTokens * 4;
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph.length > 0);
  const contents: string[] = [];
  let current = '';
  for (const paragraph of paragraphs) {
    const pieces = splitOversized(paragraph, maxChars);
    pieces.forEach((piece, index) => {
      // Pieces of one paragraph are joined by a space, separate paragraphs by a blank line.
      const separator = index === 0 ? '\n\n' : ' ';
      if (current && current.length + separator.length + piece.length > maxChars) {
        contents.push(current);
        current = piece;
      } else current = current ? `${current}${separator}${piece}` : piece;
    });
  }
  if (current) contents.push(current);
  return contents.map((content, chunk_index) => ({
    content,
    tokens_count: estimateTokens(content),
    chunk_index,
  }));
}
