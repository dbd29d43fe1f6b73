import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { apiUrlOf } from '../api/client.js';
import { jsonArgs, profileArgs } from '../args.js';
import { defineCommand } from '../command.js';
import { resolveCredentials } from '../config/credentials.js';
import { CONTRACT_MISSING, loadContract } from '../contract/load-contract.js';
import { UsageError } from '../errors.js';
import { err, out } from '../io/io.js';
import { parseBudget } from '../verify/budget.js';
import { compareWithSandbox, type SandboxDifference } from '../verify/compare-sandbox.js';
import { junitReport, printSummary, resultLine, summarize } from '../verify/report.js';
import { runVerify } from '../verify/run-verify.js';
import { seedSandbox } from '../verify/seed-sandbox.js';

export default defineCommand({
  name: 'verify',
  description:
    "Check the service of your key against the kit's spec: every read-only operation it can reach (lists first, then the ids they answer), and free probes of its error answers (an unknown id, a wrong key, a knowledge-base call without its space, a page size over the maximum). Each answer is checked for a documented status, a body fitting its schema, X-Request-Id, the error envelope and Retry-After on 429. Nothing is written unless --budget allows it. Exit 0 when everything conforms, 1 on a divergence, 3 when the key is refused.",
  args: {
    ...jsonArgs,
    ...profileArgs,
    'base-url': {
      type: 'string',
      description: "The service's address (without /api/v1); default: your credentials'",
      valueHint: 'url',
    },
    budget: {
      type: 'string',
      description: 'Writes allowed, one of each at most (default none)',
      valueHint: 'upload-inits=N,imports=N,recordings=N,reports=N',
    },
    'against-sandbox': {
      type: 'boolean',
      description:
        'Also send the same requests to an in-process sandbox and list where it answers differently',
    },
    junit: { type: 'string', description: 'Write a JUnit report here (for CI)', valueHint: 'file' },
  },
  examples: [
    'scribekit verify',
    'scribekit verify --json > verify.jsonl   # one line per operation, then a summary',
    'scribekit verify --against-sandbox --junit verify.xml   # in CI, nightly',
    'scribekit verify --budget upload-inits=1,reports=1   # also check two writes',
  ],
  async run({ args, io }) {
    const budget = parseBudget(args.budget);
    const contract = await loadContract();
    if (!contract) {
      err(io, `${io.style.fail} ${CONTRACT_MISSING}`);
      return 1;
    }
    const credentials = resolveCredentials(io, args.profile);
    const baseUrl = args['base-url'] || credentials.baseUrl;
    if (!/^https?:\/\/[^/]/.test(baseUrl)) {
      throw new UsageError(`--base-url ${baseUrl}: give the service's address, as https://host`);
    }
    const apiUrl = apiUrlOf(baseUrl);
    const json = Boolean(args.json);
    if (!json) {
      const version = (contract.doc.info as { version?: string } | undefined)?.version ?? '';
      out(
        io,
        io.style.bold(
          `Verifying ${apiUrl} (the key of ${credentials.source}) against the spec ${version}`,
        ),
      );
    }
    let section = '';
    const { results, exchanges } = await runVerify(
      contract,
      { apiUrl, apiKey: credentials.apiKey, keySource: `the key of ${credentials.source}` },
      {
        budget,
        signal: io.interrupt,
        onResult: (result) => {
          if (json) return out(io, JSON.stringify(result));
          // Reads by id follow the writes, which may give them ids.
          const heading =
            result.kind === 'read' && section === 'Writes'
              ? 'Reads by id'
              : section === 'Reads by id' && result.kind === 'read'
                ? section
                : { read: 'Reads', write: 'Writes', probe: 'Probes' }[result.kind];
          if (heading !== section) {
            section = heading;
            out(io, `\n${io.style.bold(heading)}`);
          }
          out(io, resultLine(io, result));
        },
      },
    );
    const summary = summarize(baseUrl, results);
    let differences: SandboxDifference[] | undefined;
    if (args['against-sandbox']) {
      differences = await againstSandbox(contract, exchanges, budget, io.interrupt);
      summary.sandbox_differences = differences.length;
      if (!json) {
        out(io, `\n${io.style.bold('Where the sandbox answers differently')}`);
        if (differences.length === 0) out(io, io.style.dim('  nowhere'));
        for (const d of differences) {
          const label = d.name ? `${d.operation} (${d.name})` : d.operation;
          out(io, `  ${label}  ${d.where}: service ${d.service}, sandbox ${d.sandbox}`);
        }
      }
    }
    if (json)
      out(
        io,
        JSON.stringify({ summary, ...(differences ? { sandbox_differences: differences } : {}) }),
      );
    else printSummary(io, summary);
    if (args.junit) await writeFile(resolve(io.cwd, args.junit), junitReport(results, summary));
    return summary.result === 'conforms' ? 0 : 1;
  },
});

/** Replays the plan on an in-process sandbox given one of every resource, and compares. */
async function againstSandbox(
  contract: NonNullable<Awaited<ReturnType<typeof loadContract>>>,
  service: Parameters<typeof compareWithSandbox>[0],
  budget: ReturnType<typeof parseBudget>,
  signal: AbortSignal,
): Promise<SandboxDifference[]> {
  const { startSandbox } = await import('@scribekit/sandbox');
  const sandbox = await startSandbox({ processingMs: 50, log: () => undefined });
  try {
    await seedSandbox(sandbox);
    const { exchanges } = await runVerify(
      contract,
      { apiUrl: sandbox.apiUrl, apiKey: sandbox.apiKey, keySource: 'the sandbox key' },
      { budget, signal },
    );
    return compareWithSandbox(service, exchanges);
  } finally {
    await sandbox.close();
  }
}
