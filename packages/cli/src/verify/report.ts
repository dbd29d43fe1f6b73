import type { Io } from '../io/io.js';
import type { RequestKind } from './exchange.js';
import type { OperationResult } from './run-verify.js';

export interface KindTally {
  /** Distinct operations of this kind. */
  operations: number;
  requests: number;
  conforms: number;
  diverges: number;
  skipped: number;
}

export interface VerifySummary {
  base_url: string;
  reads: KindTally;
  probes: KindTally;
  writes: KindTally;
  /** Distinct operations sent at least once. */
  operations_checked: number;
  /** The service and the sandbox differ here (`--against-sandbox`). */
  sandbox_differences?: number;
  result: 'conforms' | 'diverges';
}

const KINDS: [RequestKind, 'reads' | 'probes' | 'writes'][] = [
  ['read', 'reads'],
  ['probe', 'probes'],
  ['write', 'writes'],
];

export function summarize(baseUrl: string, results: OperationResult[]): VerifySummary {
  const tally = (kind: RequestKind): KindTally => {
    const of = results.filter((r) => r.kind === kind);
    return {
      operations: new Set(of.map((r) => r.operation)).size,
      requests: of.filter((r) => r.status !== null).length,
      conforms: of.filter((r) => r.result === 'conforms').length,
      diverges: of.filter((r) => r.result === 'diverges').length,
      skipped: of.filter((r) => r.result === 'skipped').length,
    };
  };
  return {
    base_url: baseUrl,
    reads: tally('read'),
    probes: tally('probe'),
    writes: tally('write'),
    operations_checked: new Set(results.filter((r) => r.status !== null).map((r) => r.operation))
      .size,
    result: results.some((r) => r.result === 'diverges') ? 'diverges' : 'conforms',
  };
}

/** The line of one result: `conforms` or `diverges: where: what; …`, or skipped with why. */
export function resultLine(io: Io, result: OperationResult): string {
  const { green, red, dim, yellow } = io.style;
  const label = result.name ? `${result.operation} (${result.name})` : result.operation;
  const head = `${label.padEnd(44)} ${result.method.padEnd(5)} ${result.path}`;
  if (result.result === 'skipped')
    return `${yellow('skipped')}   ${head}  ${dim(result.problems.join('; '))}`;
  if (result.result === 'conforms')
    return `${green('conforms')}  ${head}  ${dim(String(result.status))}`;
  const id = result.request_id ? dim(`  (request id ${result.request_id})`) : '';
  return `${red('diverges')}  ${head}  ${result.status}: ${result.problems.join('; ')}${id}`;
}

const tallyText = (tally: KindTally) =>
  `${tally.operations} operations, ${tally.requests} requests: ${tally.conforms} conform, ${tally.diverges} diverge, ${tally.skipped} skipped`;

export function printSummary(io: Io, summary: VerifySummary): void {
  const { bold, green, red } = io.style;
  io.stdout.write('\n');
  for (const [, key] of KINDS) {
    const tally = summary[key];
    const text =
      key === 'writes' && tally.requests === 0 && tally.skipped === 0
        ? 'none (no --budget)'
        : tallyText(tally);
    io.stdout.write(`${bold(key.padEnd(7))} ${text}\n`);
  }
  if (summary.sandbox_differences !== undefined) {
    io.stdout.write(
      `${bold('sandbox')} ${summary.sandbox_differences} differences from the service\n`,
    );
  }
  io.stdout.write(
    summary.result === 'conforms'
      ? `${green('✓')} ${summary.base_url} conforms to the spec on ${summary.operations_checked} operations\n`
      : `${red('✗')} ${summary.base_url} diverges from the spec (see the lines marked diverges)\n`,
  );
}

const xml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

/** The results as a JUnit report: a test suite per kind, a test case per request. */
export function junitReport(results: OperationResult[], summary: VerifySummary): string {
  const suites = KINDS.map(([kind, key]) => {
    const of = results.filter((r) => r.kind === kind);
    const cases = of.map((r) => {
      const name = xml(`${r.operation}${r.name ? ` (${r.name})` : ''} ${r.method} ${r.path}`);
      const inner =
        r.result === 'diverges'
          ? `<failure message="${xml(r.problems.join('; '))}">${xml(`status ${r.status}${r.request_id ? `, request id ${r.request_id}` : ''}\n${r.problems.join('\n')}`)}</failure>`
          : r.result === 'skipped'
            ? `<skipped message="${xml(r.problems.join('; '))}"/>`
            : '';
      return `    <testcase classname="scribekit.verify.${key}" name="${name}">${inner}</testcase>`;
    });
    const tally = summary[key];
    return `  <testsuite name="${key}" tests="${of.length}" failures="${tally.diverges}" skipped="${tally.skipped}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  const failures = results.filter((r) => r.result === 'diverges').length;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="scribekit verify ${xml(summary.base_url)}" tests="${results.length}" failures="${failures}">\n${suites.join('\n')}\n</testsuites>\n`;
}
