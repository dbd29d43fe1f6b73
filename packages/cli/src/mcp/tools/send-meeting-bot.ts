import { detectPage, platforms, shortPageId } from '@scribekit/shared';
import * as z from 'zod';
import { ClientInput } from '../client-input.js';
import { defineTool } from '../define-tool.js';
import { isWebLink, safeLink } from '../safe-link.js';
import { ToolUserError } from '../tool-errors.js';

export default defineTool({
  name: 'send_meeting_bot',
  title: 'Send the recording bot to a meeting',
  description:
    'Send the Scribekit recording bot into a live meeting (Google Meet, Zoom, Microsoft Teams, Webex): it joins as a participant that everyone in the meeting sees, records, and the transcript follows when the meeting ends (list_jobs shows it). This cannot be taken back once the bot has joined, so the user is asked to confirm through the client first, with the platform and meeting shown. Clients that cannot ask get a refusal, unless the server was started with --allow-bots.',
  input: z.object({
    meeting_url: z
      .string()
      .describe(
        "The meeting's address, e.g. https://meet.google.com/abc-defg-hij or https://zoom.us/j/123456789.",
      ),
  }),
  output: z.object({
    sent: z.boolean().describe('true when the bot is on its way; false when the user said no.'),
    answer: z
      .enum(['yes', 'declined', 'cancelled', 'not asked'])
      .describe(
        'What the user answered: declined (said no) and cancelled (dismissed the question) send nothing; not asked: the server runs with --allow-bots and the client cannot ask.',
      ),
    platform: z.string().describe("The platform's name, e.g. Google Meet."),
    meeting: z.string().describe("The meeting's code or id."),
    meeting_url: z.string().describe('The canonical address the bot joins.'),
    job_id: z.string().optional().describe('The recording job (follow it with list_jobs).'),
    status: z.string().optional(),
  }),
  annotations: {
    readOnlyHint: false,
    destructiveHint: true,
    idempotentHint: false,
    openWorldHint: true,
  },
  async run(args, call) {
    const given = args.meeting_url.trim();
    if (!isWebLink(given))
      throw new ToolUserError(`${safeLink(given) || 'That'} is not an http(s) link to a meeting.`);
    const page = detectPage(given);
    if (page.kind !== 'meeting') {
      throw new ToolUserError(
        page.kind === 'import'
          ? `${safeLink(given)} is a recording, not a meeting: transcribe it with transcribe (url).`
          : `${safeLink(given)} is not a meeting link of a supported platform (${platforms.map((p) => p.label).join(', ')}); a meeting's own link is needed, not a lobby or home page.`,
      );
    }
    const platform = platforms.find((p) => p.code === page.platform)?.label ?? page.platform;
    const meeting = shortPageId(page.url) || page.url;
    const about = { platform, meeting, meeting_url: page.url };
    const input = new ClientInput(call);
    const answer = input.confirm(
      `Send the Scribekit recording bot into this ${platform} meeting? Meeting: ${meeting} (${page.url}). The bot joins as a visible participant and records the meeting.`,
    );
    const asked = input.pending();
    if (asked) return asked as never;
    if (answer === 'unsupported' && !call.deps.allowBots) {
      throw new ToolUserError(
        `No bot was sent: this client cannot ask the user to confirm (it does not support elicitation), and sending a bot into a meeting needs that. Ask the user to run \`scribekit record ${page.url}\` in a terminal, or to start the server with --allow-bots.`,
      );
    }
    if (answer === 'declined' || answer === 'cancelled') {
      return {
        structured: { sent: false, answer, ...about },
        text:
          answer === 'declined'
            ? `The user declined: no bot was sent to the ${platform} meeting ${meeting}.`
            : `The user cancelled the question without answering: no bot was sent to the ${platform} meeting ${meeting}. Ask again only if the user wants it.`,
      };
    }
    const { scribekit } = await call.deps.account();
    const job = await scribekit.recordMeeting(
      { platform: page.platform, meetUrl: page.url },
      { signal: call.signal },
    );
    return {
      structured: {
        sent: true,
        answer: answer === 'yes' ? answer : ('not asked' as const),
        ...about,
        job_id: job.id,
        status: job.status,
      },
      text: `The recording bot is on its way to the ${platform} meeting ${meeting} (job ${job.id}, ${job.status}). The transcript follows when the meeting ends; list_jobs shows where it stands.`,
    };
  },
});
