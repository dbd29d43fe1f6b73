/**
 * The sandbox command the first-run page gives, as a person types it: `--persist` keeps the same
 * address (`http://127.0.0.1:4010`, the address a build without `WXT_API_BASE_URL` uses), the
 * same key and the transcripts between runs, in the user's config directory.
 */
export const SANDBOX_COMMAND = 'npx @scribekit/sandbox --persist';
