import { detectPage, platforms, shortPageId } from '@scribekit/shared';
import { apiClient } from '../api/client.js';
import { apiArgs } from '../args.js';
import { defineCommand } from '../command.js';
import { EXIT, UsageError } from '../errors.js';
import { toJson } from '../io/format.js';
import { err, out } from '../io/io.js';
import { askConfirm } from '../prompts/read-secret.js';

export default defineCommand({
  name: 'record',
  description:
    'Send the recording bot to a meeting (Google Meet, Zoom, Microsoft Teams, Webex). Shows the platform and meeting it will join and asks first, unless --yes.',
  args: {
    'meeting-url': { type: 'positional', description: 'Address of the meeting', required: true },
    yes: { type: 'boolean', alias: 'y', description: 'Send the bot without asking' },
    ...apiArgs,
  },
  examples: [
    'scribekit record https://meet.google.com/abc-defg-hij',
    'scribekit record https://zoom.us/j/123456789 --yes --json',
  ],
  async run({ args, io }) {
    const page = detectPage(args['meeting-url']);
    if (page.kind !== 'meeting') {
      throw new UsageError(
        page.kind === 'import'
          ? `${args['meeting-url']} is a recording, not a meeting: transcribe it with \`scribekit import\``
          : `${args['meeting-url']} is not a meeting link of a supported platform (${platforms.map((p) => p.label).join(', ')})`,
      );
    }
    const label = platforms.find((p) => p.code === page.platform)?.label ?? page.platform;
    const meeting = shortPageId(page.url) || page.url;
    if (!args.json) {
      out(io, `  Platform  ${label}`);
      out(io, `  Meeting   ${meeting}  ${io.style.dim(page.url)}`);
    }
    if (!args.yes) {
      const answer = await askConfirm(io, `Send the recording bot to this ${label} meeting?`);
      if (answer === undefined) {
        throw new UsageError('not a terminal to ask on: pass --yes to send the bot without asking');
      }
      if (!answer) {
        err(io, 'Nothing sent.');
        return EXIT.ok;
      }
    }
    const { scribekit } = await apiClient(io, args.profile);
    const job = await scribekit.recordMeeting(
      { platform: page.platform, meetUrl: page.url },
      { signal: io.interrupt },
    );
    if (args.json) {
      out(io, toJson(io, job));
      return 0;
    }
    out(io, `${io.style.ok} The bot is on its way (${job.status})`);
    out(io, `  Job     ${job.id}`);
    out(io, '  Follow  scribekit jobs --watch');
    return 0;
  },
});
