import { resolve } from 'node:path';
import { jsonArgs } from '../args.js';
import { defineCommand } from '../command.js';
import { CONTRACT_MISSING, loadContract } from '../contract/load-contract.js';
import { UsageError } from '../errors.js';
import { err, out } from '../io/io.js';
import { startProxy } from '../proxy/start-proxy.js';

export default defineCommand({
  name: 'proxy',
  description:
    "A validating proxy for your app and its tests, on 127.0.0.1: forwards every request to the service as it came, checks the request (your app's mistakes) and the answer (the service's, or the spec's) against the kit's spec, logs each violation on stderr with its operation and field, and adds a Scribekit-Violations header to the answer. It holds no key: your app's own Authorization goes through. Runs until Ctrl+C.",
  args: {
    ...jsonArgs,
    target: {
      type: 'string',
      description: "The service's address",
      valueHint: 'url',
      required: true,
    },
    port: {
      type: 'string',
      description: 'Port to listen on (0: any free one)',
      default: '4020',
      valueHint: 'n',
    },
    record: {
      type: 'string',
      description: 'Append each exchange to a JSONL cassette, without credentials',
      valueHint: 'file',
    },
  },
  examples: [
    'scribekit proxy --target https://api.example.com   # then point your app at http://127.0.0.1:4020',
    'scribekit proxy --target "$SCRIBEKIT_BASE_URL" --port 0 --record exchanges.jsonl --json',
  ],
  async run({ args, io }) {
    if (!/^https?:\/\/[^/]/.test(args.target)) {
      throw new UsageError(`--target ${args.target}: give the service's address, as https://host`);
    }
    const port = Number(args.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      throw new UsageError(`--port must be a port number, got ${args.port}`);
    }
    const contract = await loadContract();
    if (!contract) {
      err(io, `${io.style.fail} ${CONTRACT_MISSING}`);
      return 1;
    }
    const { red, yellow, bold, dim, ok } = io.style;
    const proxy = await startProxy(contract, {
      target: args.target,
      port,
      ...(args.record ? { record: resolve(io.cwd, args.record) } : {}),
      onViolation: (v, request) => {
        if (args.json)
          return err(
            io,
            JSON.stringify({ violation: { ...v, method: request.method, path: request.path } }),
          );
        const side = v.side === 'app' ? yellow("your app's request") : red("the service's answer");
        err(
          io,
          `${side}  ${bold(v.operation ?? `${request.method} ${request.path}`)}  ${v.field}: ${v.message}`,
        );
      },
    });
    if (args.json) out(io, JSON.stringify({ proxyUrl: proxy.url, target: args.target }));
    else {
      out(io, `${ok} Proxy on ${bold(proxy.url)} → ${args.target}`);
      out(
        io,
        dim(
          '  Point your app at it (the API under /api/v1); violations are logged here. Ctrl+C to stop.',
        ),
      );
    }
    try {
      await new Promise<void>((done) => {
        if (io.interrupt.aborted) done();
        io.interrupt.addEventListener('abort', () => done(), { once: true });
      });
      return 0;
    } finally {
      await proxy.close();
    }
  },
});
