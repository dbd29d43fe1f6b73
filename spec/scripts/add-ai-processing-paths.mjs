// Adds the `/ai-processing/knowledge-bases` operations to a bundled spec. The reference lists the
// knowledge-base paths under `/knowledge-bases` and its examples use `/ai-processing/knowledge-bases`;
// the operations are the same, so they are written once and copied here at bundle time: each copy
// gets `AiProcessing` appended to its operationId and the prefix named in its summary.
import { readFile, writeFile } from 'node:fs/promises';

const plainPrefix = '/knowledge-bases';
const aliasPrefix = '/ai-processing/knowledge-bases';
const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Returns the spec's paths with the alias path items right after the `/knowledge-bases` ones. */
export function withAiProcessingPaths(paths) {
  const isPlain = (path) => path === plainPrefix || path.startsWith(`${plainPrefix}/`);
  // Drop earlier copies, so that running the step twice changes nothing.
  const entries = Object.entries(paths).filter(([path]) => !path.startsWith(aliasPrefix));
  const plain = entries.filter(([path]) => isPlain(path));
  const aliases = plain.map(([path, item]) => [
    aliasPrefix + path.slice(plainPrefix.length),
    aliasPathItem(item),
  ]);
  const lastPlain = entries.findLastIndex(([path]) => isPlain(path));
  entries.splice(lastPlain + 1, 0, ...aliases);
  return Object.fromEntries(entries);
}

function aliasPathItem(item) {
  const copy = structuredClone(item);
  for (const method of methods) {
    const operation = copy[method];
    if (!operation) continue;
    operation.operationId = `${operation.operationId}AiProcessing`;
    operation.summary = `${operation.summary} (ai-processing prefix)`;
  }
  return copy;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: add-ai-processing-paths.mjs <bundled-spec.json>');
  const spec = JSON.parse(await readFile(file, 'utf8'));
  spec.paths = withAiProcessingPaths(spec.paths);
  await writeFile(file, `${JSON.stringify(spec, null, 2)}\n`);
}
