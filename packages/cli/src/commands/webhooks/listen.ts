import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiClient } from '../../api/client.js';
import { apiArgs } from '../../args.js';
import { defineCommand } from '../../command.js';
import { localWebhookSecret } from '../../config/local-secret.js';
import { UsageError } from '../../errors.js';
import { err, out } from '../../io/io.js';

const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export default defineCommand({
  name: 'webhooks listen',
  description:
    "Subscribe a webhook that points at a local receiver, verify each delivery's signature, print it, and forward it to your app re-signed with a stable local secret (see --print-secret). Ctrl+C disables the webhook and stops.",
  args: {
    'forward-to': { type: 'string', description: "Your app's webhook address", valueHint: 'url' },
    events: {
      type: 'string',
      description: 'Comma-separated events to subscribe (default: all)',
      valueHint: 'list',
    },
    port: {
      type: 'string',
      description: 'Local port of the receiver (default: any free one)',
      valueHint: 'n',
    },
    'public-url': {
      type: 'string',
      description:
        'Address the service should call, when it cannot reach this machine directly (a tunnel)',
      valueHint: 'url',
    },
    'print-secret': { type: 'boolean', description: 'Print the local signing secret and exit' },
    ...apiArgs,
  },
  examples: [
    'scribekit webhooks listen --forward-to http://localhost:3000/webhooks',
    'scribekit webhooks listen --forward-to http://localhost:3000/hooks --events transcript.completed,export.completed',
    'export SCRIBEKIT_WEBHOOK_SECRET=$(scribekit webhooks listen --print-secret)',
  ],
  async run({ args, io }) {
    const secret = localWebhookSecret(io.env);
    if (args['print-secret']) {
      out(io, secret);
      return 0;
    }
    const forwardTo = args['forward-to'];
    if (!forwardTo) throw new UsageError('--forward-to URL is required (or --print-secret)');
    try {
      new URL(forwardTo);
    } catch {
      throw new UsageError(`--forward-to ${forwardTo} is not an address`);
    }
    const events = args.events
      ?.split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const { scribekit } = await apiClient(io, args.profile);
    const { verifyWebhookSignature } = await import('@scribekit/sdk/webhooks');
    let serviceSecret = '';

    const server = createServer(async (request, response) => {
      const raw = await readBody(request);
      const signature = String(request.headers['x-signature'] ?? '');
      const verified = await verifyWebhookSignature(raw, signature, serviceSecret);
      let envelope: { id?: string; event?: string } = {};
      try {
        envelope = JSON.parse(raw.toString('utf8'));
      } catch {
        // Reported below as unverified or unreadable.
      }
      const time = new Date().toISOString().slice(11, 19);
      if (!verified) {
        response.writeHead(400).end();
        if (args.json)
          out(io, JSON.stringify({ at: new Date().toISOString(), verified: false, ...envelope }));
        else err(io, `${time}  ${io.style.fail} rejected a delivery with a bad signature`);
        return;
      }
      let status: number | null = null;
      let failure: string | undefined;
      try {
        const forwarded = await fetch(forwardTo, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-signature': `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`,
          },
          body: raw,
          signal: AbortSignal.timeout(10_000),
        });
        status = forwarded.status;
        await forwarded.arrayBuffer();
      } catch (error) {
        failure = (error as Error).message;
      }
      // The service learns what the app answered, so its retries work for the app as they would.
      response.writeHead(status !== null && status < 300 ? 200 : 502).end();
      if (args.json) {
        out(
          io,
          JSON.stringify({
            at: new Date().toISOString(),
            verified: true,
            event: envelope.event,
            id: envelope.id,
            forwarded_status: status,
            error: failure ?? null,
          }),
        );
        return;
      }
      const outcome =
        status === null
          ? io.style.red(`✖ ${failure}`)
          : status < 300
            ? io.style.green(`${status}`)
            : io.style.red(`${status}`);
      out(
        io,
        `${time}  ${io.style.cyan((envelope.event ?? '?').padEnd(22))} ${envelope.id ?? ''}  → ${outcome}`,
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(Number(args.port ?? 0), '127.0.0.1', resolve);
    });
    const local = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    let webhookId: string | undefined;
    try {
      const webhook = await scribekit.webhooks.create(
        { url: args['public-url'] ?? local, ...(events ? { events: events as never } : {}) },
        { signal: io.interrupt },
      );
      webhookId = webhook.id;
      serviceSecret = webhook.secret;
      if (!args.json) {
        out(io, `${io.style.ok} Ready: ${webhook.events.length} events → ${local} → ${forwardTo}`);
        out(io, `  Your app verifies with the local secret: ${io.style.bold(secret)}`);
        out(io, io.style.dim('  Ctrl+C to stop'));
      }
      await new Promise<void>((resolve) => {
        if (io.interrupt.aborted) resolve();
        io.interrupt.addEventListener('abort', () => resolve(), { once: true });
      });
      return 0;
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      // Webhooks cannot be deleted by key: the listener's is switched off instead.
      if (webhookId)
        await scribekit.webhooks.update(webhookId, { is_active: false }).catch(() => undefined);
      if (!args.json && webhookId)
        err(io, `${io.style.ok} Stopped; webhook ${webhookId} disabled.`);
    }
  },
});
