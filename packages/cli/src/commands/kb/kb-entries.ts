// What `kb add` and `kb upload` print: the entries a text or document became.
import { toJson } from '../../io/format.js';
import { type Io, out } from '../../io/io.js';

interface Entry {
  id: string;
  tokens_count: number;
}

/** `--json`: the service's answer; a terminal: one line of totals; piped: one entry id a line. */
export function printEntries(
  io: Io,
  answer: { entries: Entry[] },
  what: { source: string; kbId: string; json: boolean },
): void {
  if (what.json) {
    out(io, toJson(io, answer));
    return;
  }
  if (!io.isTerminal) {
    for (const entry of answer.entries) out(io, entry.id);
    return;
  }
  const tokens = answer.entries.reduce((sum, entry) => sum + entry.tokens_count, 0);
  const count = answer.entries.length;
  out(
    io,
    `${io.style.ok} ${what.source} became ${count} ${count === 1 ? 'entry' : 'entries'} (${tokens.toLocaleString('en-US')} tokens) in ${what.kbId}`,
  );
}
