import { type Io, out } from './io.js';
import { visibleWidth } from './style.js';

/** One column of a table: its heading and how a row shows in it. */
export interface Column<T> {
  header: string;
  value(row: T): string;
  /** Colours the cell on a terminal (after alignment, so colour codes do not shift columns). */
  paint?(text: string, row: T): string;
  /** The column that gives way (is cut with …) when the screen is too narrow. */
  flexible?: boolean;
}

/**
 * Prints rows as gh does: on a terminal, a bold header and columns aligned and fitted to the
 * screen's width; piped, one tab-separated line per row without header, for `cut` and `awk`.
 */
export function printTable<T>(io: Io, columns: Column<T>[], rows: T[]): void {
  const cells = rows.map((row) => columns.map((column) => column.value(row)));
  if (!io.isTerminal) {
    for (const line of cells) out(io, line.join('\t'));
    return;
  }
  const widths = columns.map((column, i) =>
    Math.max(visibleWidth(column.header), ...cells.map((line) => visibleWidth(line[i] ?? ''))),
  );
  const gap = 2;
  const total = widths.reduce((sum, width) => sum + width, 0) + gap * (widths.length - 1);
  const flexible = columns.findIndex((column) => column.flexible);
  if (total > io.columns && flexible >= 0) {
    const width = widths[flexible] as number;
    widths[flexible] = Math.max(8, width - (total - io.columns));
  }
  const fit = (text: string, width: number) => {
    const chars = [...text];
    const cut = chars.length > width ? `${chars.slice(0, width - 1).join('')}…` : text;
    return cut + ' '.repeat(Math.max(0, width - visibleWidth(cut)));
  };
  const line = (texts: string[], paint: (text: string, i: number) => string) =>
    texts
      .map((text, i) => paint(fit(text, widths[i] as number), i))
      .join(' '.repeat(gap))
      .trimEnd();
  out(
    io,
    line(
      columns.map((column) => column.header),
      (text) => io.style.bold(text),
    ),
  );
  rows.forEach((row, r) => {
    out(
      io,
      line(cells[r] as string[], (text, i) => {
        const paint = io.color ? columns[i]?.paint : undefined;
        return paint ? paint(text, row) : text;
      }),
    );
  });
}
