import type { Logger } from '@scribekit/sdk';
import { err, type Io } from '../io/io.js';

/**
 * An address for a trace line: the API's own in full, any other (a pre-signed upload or media
 * link, whose query is a credential) without its query.
 */
function shown(address: string, apiUrl: string): string {
  if (address.startsWith(apiUrl)) return address;
  const url = URL.canParse(address) ? new URL(address) : undefined;
  return url ? `${url.origin}${url.pathname}${url.search ? '?…' : ''}` : address;
}

/**
 * `--verbose`: the SDK's request log on stderr, one line per request and per answer, e.g.
 * `› GET https://…/api/v1/transcripts/?limit=5 (attempt 1)` and
 * `‹ 200 GET https://…/api/v1/transcripts/?limit=5  38 ms  request id 5c1e…`. The SDK never logs
 * the key (its headers come redacted, and they are not printed here).
 */
export function requestTrace(io: Io, apiUrl: string): Logger {
  const { dim } = io.style;
  const line = (message: string, data?: Record<string, unknown>) => {
    const text = message
      .replace(/^\[scribekit\] /, '')
      .replace(/https?:\/\/\S+/g, (address) => shown(address, apiUrl));
    const answer = /^\d{3} /.test(text);
    const extra: string[] = [];
    if (typeof data?.ms === 'number') extra.push(`${data.ms} ms`);
    if (data?.requestId) extra.push(`request id ${data.requestId}`);
    err(io, dim(`${answer ? '‹' : '›'} ${text}${extra.length ? `  ${extra.join('  ')}` : ''}`));
  };
  return { debug: line, info: line, warn: line, error: line };
}
