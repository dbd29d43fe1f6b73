import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { WebhookAddressPolicy } from './address-policy.js';

/** A delivery the address policy forbids; nothing was sent. */
export class RefusedAddressError extends Error {}

/** A delivery to the sandbox itself (its origins or operator endpoints); nothing was sent. */
class SelfTargetError extends Error {}

export interface PostOptions {
  policy: WebhookAddressPolicy;
  timeoutMs: number;
  signal: AbortSignal;
  /** How much of the receiver's reply is read; the rest is dropped with the connection. */
  maxReplyBytes: number;
}

/**
 * A DNS lookup that refuses a name resolving to any address the policy forbids, or to the
 * sandbox's own origins.
 */
function guardedLookup(policy: WebhookAddressPolicy, url: URL): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const self = addresses
        .map((entry) => policy.selfTargetRefusal(url, entry.address))
        .find((reason) => reason !== null);
      if (self) return callback(new SelfTargetError(`${hostname} resolves to ${self}`), '', 0);
      const refused = addresses
        .map((entry) => policy.refusalForAddress(entry.address))
        .find((reason) => reason !== null);
      if (refused) {
        return callback(new RefusedAddressError(`${hostname} resolves to ${refused}`), '', 0);
      }
      const first = addresses[0] as LookupAddress;
      if ((options as { all?: boolean }).all) {
        (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      } else {
        callback(null, first.address, first.family);
      }
    });
  };
}

/** Reads at most `max` bytes of a reply, then drops the rest with the connection. */
function drainAtMost(response: IncomingMessage, max: number): Promise<void> {
  return new Promise((resolve) => {
    let read = 0;
    response.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (read > max) {
        response.destroy();
        resolve();
      }
    });
    response.on('end', resolve);
    response.on('close', resolve);
    response.on('error', () => resolve());
  });
}

/**
 * POSTs one notification and answers the receiver's status. The host, and every address its
 * name resolves to, is checked against the policy before connecting (so DNS cannot point a
 * webhook at a metadata service); redirects are not followed; the reply is read up to
 * `maxReplyBytes`.
 */
export async function postNotification(
  url: URL,
  headers: Record<string, string>,
  body: string,
  options: PostOptions,
): Promise<number> {
  const self = options.policy.selfTargetRefusal(url);
  if (self) throw new SelfTargetError(self);
  const refused = options.policy.refusalForHost(url.hostname);
  if (refused) throw new RefusedAddressError(refused);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = AbortSignal.any([options.signal, timeout]);
  return new Promise<number>((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(options.policy, url),
        signal,
      },
      (response) => {
        drainAtMost(response, options.maxReplyBytes).then(
          () => resolve(response.statusCode ?? 0),
          reject,
        );
      },
    );
    outgoing.on('error', (error) => {
      reject(
        timeout.aborted ? Object.assign(new Error('timeout'), { name: 'TimeoutError' }) : error,
      );
    });
    outgoing.end(body);
  });
}
