import { startSandbox } from '@scribekit/sandbox';

let sandbox;

/** Starts one sandbox for the whole run, on a manual clock; test files reach it over HTTP. */
export async function setup({ provide }) {
  sandbox = await startSandbox({
    clock: 'manual',
    clockStart: '2030-01-01T09:00:00Z',
    validateResponses: true,
  });
  provide('sandbox', { baseUrl: sandbox.baseUrl, apiKey: sandbox.apiKey });
}

export async function teardown() {
  await sandbox.close();
  if (sandbox.problems.length > 0) {
    throw new Error(`The sandbox saw answers unlike the spec:\n${sandbox.problems.join('\n')}`);
  }
}
