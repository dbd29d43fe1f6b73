import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

// No import circles in the extension's code (what `madge --circular` checks), with no dependency:
// a circle makes the order modules run in depend on which one is loaded first.

const SRC = resolve(import.meta.dirname, '../../src');

/** A relative `./name.js` import names `name.ts` or `name.tsx` (as TypeScript resolves it). */
function sourceOf(fromFile: string, specifier: string): string {
  const base = normalize(join(SRC, dirname(fromFile), specifier.replace(/\.js$/, '')));
  const found = ['.ts', '.tsx'].map((ext) => `${base}${ext}`).find((path) => existsSync(path));
  return relative(SRC, found ?? `${base}.ts`);
}

/** Every relative import of every source file (type-only and re-exports too), under src/. */
function importGraph(): Map<string, string[]> {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.tsx?$/.test(file),
  );
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(join(SRC, file), 'utf8');
    const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+\.js)'/g)];
    graph.set(
      file,
      specifiers.map((match) => sourceOf(file, match[1] ?? '')),
    );
  }
  return graph;
}

/** Each circle found by a depth-first walk, as `a → b → a`. */
function circlesIn(graph: Map<string, string[]>): string[] {
  const circles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, path: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      circles.push([...path.slice(path.indexOf(file)), file].join(' → '));
      return;
    }
    state.set(file, 'open');
    for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
    state.set(file, 'done');
  };
  for (const file of graph.keys()) visit(file, []);
  return circles;
}

describe('the extension import graph', () => {
  test('sees the popup and background modules and their imports', () => {
    const graph = importGraph();
    expect(graph.get('entrypoints/popup/report-view.tsx')).toContain(
      'entrypoints/popup/import-card.tsx',
    );
    expect(graph.get('background/start.ts')).toContain('background/job-store.ts');
  });

  test('finds a circle when there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.tsx']],
      ['b.tsx', ['c.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(circlesIn(graph)).toEqual(['a.ts → b.tsx → c.ts → a.ts']);
  });

  test('has no circles, type-only imports included', () => {
    expect(circlesIn(importGraph())).toEqual([]);
  });
});
