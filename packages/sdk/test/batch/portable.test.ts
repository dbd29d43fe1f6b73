import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '../../src');

/** Every module `entry` reaches through its imports (type-only ones too), with its specifiers. */
function importGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const visit = (file: string) => {
    if (graph.has(file)) return;
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map(
      (m) => m[1] as string,
    );
    graph.set(file, specifiers);
    for (const specifier of specifiers) {
      if (!specifier.startsWith('.')) continue;
      const target = join(dirname(file), specifier).replace(/\.js$/, '.ts');
      // Declaration-only modules (the generated schema) are types, never code.
      visit(existsSync(target) ? target : target.replace(/\.ts$/, '.d.ts'));
    }
  };
  visit(entry);
  return graph;
}

describe('@scribekit/sdk/batch', () => {
  test('is portable: nothing it reaches imports a Node built-in or the Node entries', () => {
    const offending: string[] = [];
    for (const [file, specifiers] of importGraph(join(src, 'batch/index.ts'))) {
      for (const specifier of specifiers) {
        const node = specifier.startsWith('node:') || /(^|\/)node\/index\.js$/.test(specifier);
        if (node) offending.push(`${relative(src, file)} → ${specifier}`);
      }
    }
    expect(offending).toEqual([]);
  });

  test('the main entry does not reach the batch engine (its size stays as it was)', () => {
    const reached = [...importGraph(join(src, 'index.ts')).keys()].map((file) =>
      relative(src, file),
    );
    expect(reached.filter((file) => file.startsWith('batch/'))).toEqual([]);
  });
});
