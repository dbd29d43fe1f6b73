import type { TranscriptRecord } from './types.js';

/** The three-character runs of `text` (lower-cased), each once. */
function trigramsOf(text: string): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) grams.add(text.slice(i, i + 3));
  return grams;
}

/**
 * The transcripts by id, kept with the indexes listing needs: creation order (so the default
 * newest-first page is a slice, not a sort) and a trigram index of titles (so `q=` looks at the
 * transcripts whose titles can contain the words, not at all of them). Titles never change.
 */
export class TranscriptMap extends Map<string, TranscriptRecord> {
  /** In creation order (oldest first). */
  private ordered: TranscriptRecord[] = [];
  private readonly lowerTitles = new Map<string, string>();
  private readonly postings = new Map<string, Set<TranscriptRecord>>();

  override set(id: string, record: TranscriptRecord): this {
    if (this.has(id)) this.delete(id);
    super.set(id, record);
    // `Map`'s constructor calls set before the fields exist.
    if (!this.ordered) return this;
    this.ordered.push(record);
    const lower = record.title.toLowerCase();
    this.lowerTitles.set(id, lower);
    for (const gram of trigramsOf(lower)) {
      const posting = this.postings.get(gram);
      if (posting) posting.add(record);
      else this.postings.set(gram, new Set([record]));
    }
    return this;
  }

  override delete(id: string): boolean {
    const record = this.get(id);
    if (!record) return false;
    super.delete(id);
    this.ordered = this.ordered.filter((t) => t !== record);
    for (const gram of trigramsOf(this.lowerTitles.get(id) ?? '')) {
      this.postings.get(gram)?.delete(record);
    }
    this.lowerTitles.delete(id);
    return true;
  }

  override clear(): void {
    super.clear();
    this.ordered = [];
    this.lowerTitles.clear();
    this.postings.clear();
  }

  /** Newest first. */
  *newestFirst(): Generator<TranscriptRecord> {
    for (let i = this.ordered.length - 1; i >= 0; i--) yield this.ordered[i] as TranscriptRecord;
  }

  /**
   * Newest first, the transcripts whose lower-cased title contains every word. Words of three
   * characters or more narrow the search to the smallest trigram posting; shorter words alone
   * need a pass over all titles.
   */
  matchingTitle(words: string[]): TranscriptRecord[] {
    let smallest: Set<TranscriptRecord> | null = null;
    for (const word of words) {
      for (const gram of trigramsOf(word)) {
        const posting = this.postings.get(gram);
        if (!posting) return [];
        if (!smallest || posting.size < smallest.size) smallest = posting;
      }
    }
    const contains = (t: TranscriptRecord) => {
      const lower = this.lowerTitles.get(t.id) ?? '';
      return words.every((word) => lower.includes(word));
    };
    if (!smallest) return [...this.newestFirst()].filter(contains);
    return [...smallest]
      .filter(contains)
      .reverse()
      .sort((a, b) => b.createdAtMs - a.createdAtMs);
  }
}
