import { apiClient } from '../api/client.js';
import { probeScopes } from '../api/scopes.js';
import { apiArgs } from '../args.js';
import { defineCommand } from '../command.js';
import { toJson } from '../io/format.js';
import { out } from '../io/io.js';

/** The key as it may be shown: its prefix and last four characters. */
const keyHint = (key: string) => `${key.slice(0, key.indexOf('_', 3) + 1 || 3)}…${key.slice(-4)}`;

export default defineCommand({
  name: 'whoami',
  description:
    "Which account a command would use: the profile (or the environment), the service's address, the key (its last characters), and the scopes it holds. The API has no endpoint that names a key's owner or scopes, so the scopes are inferred, as `login` does: one harmless request per scope.",
  args: { ...apiArgs },
  examples: ['scribekit whoami', 'scribekit whoami --profile work --json'],
  async run({ args, io }) {
    const { scribekit, credentials } = await apiClient(io, args.profile);
    const scopes = await probeScopes(scribekit, `the service refuses ${credentials.keyName}`);
    if (args.json) {
      out(
        io,
        toJson(io, {
          source: credentials.source,
          baseUrl: credentials.baseUrl,
          key: keyHint(credentials.apiKey),
          scopes: { ...scopes, inferred: true },
        }),
      );
      return 0;
    }
    const { bold, dim, green, yellow } = io.style;
    const list = (names: string[], paint: (text: string) => string) =>
      names.length === 16 ? paint('all 16 scopes') : names.map(paint).join(', ') || dim('none');
    out(io, `${bold('Account')}  ${credentials.source}`);
    out(io, `${bold('Address')}  ${credentials.baseUrl}`);
    out(io, `${bold('Key')}      ${keyHint(credentials.apiKey)}`);
    out(io, `${bold('Has')}      ${list(scopes.has, green)}`);
    out(io, `${bold('Lacks')}    ${list(scopes.lacks, yellow)}`);
    out(
      io,
      dim("Scopes are inferred: the API does not list a key's scopes, so each was tried once."),
    );
    return 0;
  },
});
