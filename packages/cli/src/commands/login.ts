import { apiClient } from '../api/client.js';
import { probeScopes } from '../api/scopes.js';
import { jsonArgs, verboseArgs } from '../args.js';
import { defineCommand } from '../command.js';
import { profileName, readProfiles, saveProfile } from '../config/profiles.js';
import { UsageError } from '../errors.js';
import { err, out } from '../io/io.js';
import { askText, readSecret } from '../prompts/read-secret.js';

export default defineCommand({
  name: 'login',
  description:
    'Ask for an API key with hidden input (or read it from stdin), check it against the service — naming the scopes it has and lacks — and save it for this profile in a file only you can read.',
  args: {
    profile: {
      type: 'string',
      description: 'Name to save it under, for several accounts (default: "default")',
      valueHint: 'name',
    },
    'base-url': {
      type: 'string',
      description: "The service's address, without /api/v1 (default: SCRIBEKIT_BASE_URL)",
      valueHint: 'url',
    },
    ...jsonArgs,
    ...verboseArgs,
  },
  examples: [
    'scribekit login --base-url https://api.example.com',
    'scribekit login --profile work   # a second account',
    'op read op://vault/scribekit/key | scribekit login   # from a secret manager, no prompt',
  ],
  async run({ args, io }) {
    const name = profileName(io.env, args.profile);
    const saved = readProfiles(io.env)[name];
    const baseUrl =
      args['base-url'] ||
      io.env.SCRIBEKIT_BASE_URL ||
      saved?.baseUrl ||
      (await askText(io, "The service's address", 'https://…'));
    if (!baseUrl)
      throw new UsageError('no service address: pass --base-url or set SCRIBEKIT_BASE_URL');
    const apiKey = await readSecret(io, `API key for ${baseUrl}`);

    const env = { ...io.env, SCRIBEKIT_API_KEY: apiKey, SCRIBEKIT_BASE_URL: baseUrl };
    const { scribekit } = await apiClient({ ...io, env }, undefined);
    const scopes = await probeScopes(scribekit, 'the service refused this key; nothing was saved');
    const path = saveProfile(io.env, name, { apiKey, baseUrl });
    if (args.json) {
      out(io, JSON.stringify({ profile: name, baseUrl, path, scopes }, null, 2));
      return 0;
    }
    const { ok, warn, dim, green, yellow } = io.style;
    const list = (scopesList: string[], paint: (t: string) => string) =>
      scopesList.length === 16
        ? paint('all 16 scopes')
        : scopesList.map(paint).join(', ') || dim('none');
    out(io, `${ok} Key accepted by ${baseUrl}, saved as profile "${name}"`);
    out(io, `  Has    ${list(scopes.has, green)}`);
    out(io, `  Lacks  ${list(scopes.lacks, yellow)}`);
    out(io, `  File   ${path} ${dim('(readable only by you)')}`);
    if (scopes.lacks.length > 0) {
      err(
        io,
        `${warn} Commands that need a scope it lacks exit with code 3; create a key with them in the web app.`,
      );
    }
    return 0;
  },
});
