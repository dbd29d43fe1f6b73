import { jsonArgs } from '../args.js';
import { defineCommand } from '../command.js';
import { profileName, removeProfile } from '../config/profiles.js';
import { UsageError } from '../errors.js';
import { toJson } from '../io/format.js';
import { err, out } from '../io/io.js';

export default defineCommand({
  name: 'logout',
  description:
    'Forget the key saved for a profile on this machine (the file keeps your other profiles). The key itself stays valid: keys are revoked in the web app (Settings, API keys), never by key.',
  args: {
    profile: {
      type: 'string',
      description: 'The profile to forget (default: SCRIBEKIT_PROFILE or "default")',
      valueHint: 'name',
    },
    ...jsonArgs,
  },
  examples: ['scribekit logout', 'scribekit logout --profile work'],
  async run({ args, io }) {
    const name = profileName(io.env, args.profile);
    const removed = removeProfile(io.env, name);
    if (!removed) throw new UsageError(`no saved profile "${name}": nothing to forget`);
    if (args.json) {
      out(io, toJson(io, { profile: name, baseUrl: removed.profile.baseUrl, path: removed.path }));
    } else {
      out(
        io,
        `${io.style.ok} Forgot profile "${name}" (${removed.profile.baseUrl}) in ${removed.path}`,
      );
      err(
        io,
        `${io.style.warn} The key itself still works: revoke it in the web app (Settings, API keys) if it should not.`,
      );
    }
    if (io.env.SCRIBEKIT_API_KEY) {
      err(
        io,
        `${io.style.warn} SCRIBEKIT_API_KEY is still set in this shell: commands keep using it.`,
      );
    }
    return 0;
  },
});
