import type { Scribekit } from '@scribekit/sdk/node';
import { WEBHOOK_EVENTS } from '@scribekit/sdk/webhooks';
import { apiClient } from '../../api/client.js';
import { apiArgs } from '../../args.js';
import { defineCommand } from '../../command.js';
import { UsageError } from '../../errors.js';
import { toJson } from '../../io/format.js';
import { out } from '../../io/io.js';

const EVENTS: readonly string[] = WEBHOOK_EVENTS;

/** The `data` of an event, from the newest resource of its kind in the account. */
async function sampleData(scribekit: Scribekit, event: string): Promise<unknown> {
  if (event.startsWith('payment.')) return undefined; // the sandbox makes a sample payment
  if (event === 'smart_report.generated') return (await scribekit.smartReports.list()).items[0];
  if (event === 'export.completed') return (await scribekit.exports.list()).items[0];
  const newest = (await scribekit.transcripts.list({ limit: 1 })).items[0];
  if (!newest) return undefined;
  if (event === 'action_item.created')
    return (await scribekit.transcripts.listActionItems(newest.id))[0];
  return scribekit.transcripts.getMeta(newest.id);
}

export default defineCommand({
  name: 'webhooks trigger',
  description:
    'Make the sandbox send an event to every webhook subscribed to it, signed as usual; its data is the newest matching resource of the account unless --data gives it. (The real service has no such endpoint: run this against `scribekit sandbox`.)',
  args: {
    event: { type: 'positional', description: `One of: ${EVENTS.join(', ')}`, required: true },
    data: { type: 'string', description: "The event's data object as JSON", valueHint: 'json' },
    ...apiArgs,
  },
  examples: [
    'scribekit webhooks trigger transcript.completed',
    'scribekit webhooks trigger payment.succeeded --profile sandbox',
  ],
  async run({ args, io }) {
    if (!EVENTS.includes(args.event)) {
      throw new UsageError(`unknown event ${args.event}; one of: ${EVENTS.join(', ')}`);
    }
    const { scribekit, credentials } = await apiClient(io, args.profile);
    let data: unknown;
    if (args.data) {
      try {
        data = JSON.parse(args.data);
      } catch {
        throw new UsageError('--data is not JSON');
      }
    } else {
      data = await sampleData(scribekit, args.event);
      if (data === undefined && !args.event.startsWith('payment.')) {
        throw new UsageError(
          `no resource in the account to send ${args.event} about: pass --data JSON`,
        );
      }
    }
    const response = await fetch(new URL('/__sandbox/events', credentials.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: args.event, ...(data === undefined ? {} : { data }) }),
      signal: io.interrupt,
    });
    const body = (await response.json().catch(() => ({}))) as {
      webhooks?: number;
      detail?: { text: string }[];
      request_id?: string;
    };
    if (response.status === 404) {
      throw new Error(
        `${credentials.baseUrl} is not a sandbox (no /__sandbox/events): start one with \`scribekit sandbox\``,
      );
    }
    if (!response.ok) {
      const text = body.detail?.map((d) => d.text).join('; ') ?? response.statusText;
      throw Object.assign(new Error(text), { status: response.status, requestId: body.request_id });
    }
    if (args.json) out(io, toJson(io, body));
    else
      out(
        io,
        `${io.style.ok} ${args.event} sent to ${body.webhooks} webhook${body.webhooks === 1 ? '' : 's'}`,
      );
    return 0;
  },
});
