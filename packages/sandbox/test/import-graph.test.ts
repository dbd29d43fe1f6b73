import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '../src');

/** Every relative import of every source file (type-only ones too), as paths under src/. */
function importGraph(): Map<string, string[]> {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.ts'),
  );
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(join(SRC, file), 'utf8');
    const targets = [...text.matchAll(/from\s+'(\.{1,2}\/[^']+)\.js'/g)].map((m) =>
      relative(SRC, normalize(join(SRC, dirname(file), `${m[1]}.ts`))),
    );
    graph.set(file, targets);
  }
  return graph;
}

/** The folder a file belongs to, or its own name for files at the top of src/. */
const layerOf = (file: string) => file.split('/')[0]?.replace(/\.ts$/, '') ?? file;

// Lowest first: a layer may import only from layers listed before it (or from itself).
const FOUNDATION = [
  'generated',
  'errors',
  'log',
  'faults',
  'options',
  'content',
  'fixtures',
  'spec',
  'limits',
];
const STORAGE = ['upload', 'state'];
const TOP_ONLY = ['server', 'handlers'];

describe('the sandbox import graph', () => {
  const graph = importGraph();

  test('has no circles, type-only imports included', () => {
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
    expect(circles).toEqual([]);
  });

  test('foundation and storage layers never import the layers above them', () => {
    const reach: Record<string, string[]> = {};
    for (const layer of FOUNDATION) reach[layer] = FOUNDATION;
    for (const layer of STORAGE) reach[layer] = [...FOUNDATION, ...STORAGE];
    const upward = [...graph].flatMap(([file, targets]) => {
      const allowed = reach[layerOf(file)];
      if (!allowed) return [];
      return targets.filter((t) => !allowed.includes(layerOf(t))).map((t) => `${file} → ${t}`);
    });
    expect(upward).toEqual([]);
  });

  test("the content layer's folders import each other without circles", () => {
    const folderOf = (file: string) =>
      file.startsWith('content/') ? (file.split('/').length > 2 ? file.split('/')[1] : null) : null;
    const edges = new Map<string, Set<string>>();
    for (const [file, targets] of graph) {
      const from = folderOf(file);
      if (!from) continue;
      for (const target of targets) {
        const to = folderOf(target);
        if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      [...(edges.get(from) ?? [])].some(
        (next) => next === to || (!seen.has(next) && reaches(next, to, seen.add(next))),
      );
    expect(edges.size).toBeGreaterThan(3);
    expect([...edges.keys()].filter((folder) => reaches(folder, folder))).toEqual([]);
  });

  test('only the server, the handlers and the composition root import the server or the handlers', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((t) => TOP_ONLY.includes(layerOf(t)))
        .filter(() => ![...TOP_ONLY, 'sandbox'].includes(layerOf(file)))
        .map((t) => `${file} → ${t}`),
    );
    expect(upward).toEqual([]);
  });
});
