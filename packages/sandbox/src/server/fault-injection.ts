import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '../errors/api-error.js';
import {
  type FaultEffect,
  type FaultRequest,
  MAX_FAULT_MATCH_BODY_BYTES,
  type OriginName,
} from '../faults.js';
import type { Runtime } from '../runtime.js';
import type { AppEnv } from './app-env.js';
import { isJsonMediaType, mediaTypeOf } from './body.js';
import { CLIENT_CLOSED } from './logger.js';
import { errorJson } from './middleware.js';

/** Tells @hono/node-server the answer was written to the socket already. */
const ALREADY_SENT = { 'x-hono-already-sent': '1' };

/** The JSON body of a request, read from a copy so the handler still gets the stream. */
async function jsonBodyOf(request: Request): Promise<unknown> {
  if (!isJsonMediaType(mediaTypeOf(request.headers.get('content-type')))) return undefined;
  const length = Number(request.headers.get('content-length') ?? 'NaN');
  if (!(length > 0 && length <= MAX_FAULT_MATCH_BODY_BYTES)) return undefined;
  try {
    return JSON.parse(await request.clone().text());
  } catch {
    return undefined;
  }
}

function delayOf(effect: FaultEffect): number {
  const delay = effect.delay_ms;
  if (delay === undefined) return 0;
  if (typeof delay === 'number') return delay;
  const [min, max] = delay;
  return min + Math.floor(Math.random() * (max - min + 1));
}

/** Changes every seventh byte (the first included), so JSON no longer parses and hashes differ. */
function garble(bytes: Uint8Array): Uint8Array {
  const out = bytes.slice();
  for (let i = 0; i < out.length; i += 7) out[i] = (out[i] as number) ^ 0xff;
  return out;
}

/** The answer a fault chose: its status and body (the envelope unless a body is given). */
function chosenAnswer(c: Context<AppEnv>, effect: FaultEffect, status: number): Response {
  const headers: Record<string, string> = {};
  if (effect.retry_after !== undefined) headers['retry-after'] = String(effect.retry_after);
  if (effect.body === undefined) {
    return errorJson(
      c,
      new ApiError(status, 'injected_fault', `Fault injected by the sandbox (HTTP ${status}).`, {
        headers,
      }),
    );
  }
  const text = typeof effect.body === 'string';
  return new Response(text ? (effect.body as string) : JSON.stringify(effect.body), {
    status,
    headers: {
      'content-type': text ? 'text/plain; charset=utf-8' : 'application/json',
      ...headers,
    },
  });
}

const damagesBody = (effect: FaultEffect) =>
  effect.garble_body === true ||
  effect.stall_body_after_bytes !== undefined ||
  effect.truncate_body !== undefined ||
  effect.reset_after_bytes !== undefined;

/**
 * Writes `response` to the socket itself, damaged as a real network would: garbled bytes, or
 * the headers and the first bytes of the body, then a stall, a close or a reset. The headers
 * announce the whole body, so the client sees a body cut short.
 */
async function sendDamaged(
  c: Context<AppEnv>,
  response: Response,
  effect: FaultEffect,
): Promise<Response> {
  const whole = new Uint8Array(await response.arrayBuffer());
  const bytes = effect.garble_body ? garble(whole) : whole;
  const out = c.env.outgoing;
  const socket = c.env.incoming.socket;
  const headers: Record<string, string> = Object.fromEntries(response.headers);
  headers['content-length'] = String(bytes.byteLength);
  headers['x-request-id'] = c.get('requestId');
  out.writeHead(response.status, headers);
  const cut =
    effect.stall_body_after_bytes ?? effect.truncate_body ?? effect.reset_after_bytes ?? null;
  if (cut === null) {
    out.end(bytes);
  } else {
    out.write(bytes.subarray(0, cut), () => {
      if (effect.truncate_body !== undefined) socket.destroy();
      else if (effect.reset_after_bytes !== undefined) socket.resetAndDestroy();
      else if (effect.stall_ms !== undefined) {
        const timer = setTimeout(() => socket.destroy(), effect.stall_ms);
        socket.once('close', () => clearTimeout(timer));
      }
      // Otherwise it stalls until the client gives up or the sandbox closes.
    });
  }
  return new Response(null, { status: response.status, headers: ALREADY_SENT });
}

/**
 * Applies injected faults to matching requests: a delay (fixed or from a range), a chosen
 * status and body, a dropped connection, or a body that is garbled, stalls, is cut short or is
 * reset part-way.
 */
export function faultInjection(rt: Runtime, origin: OriginName): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!rt.faults.any(origin)) return next();
    const url = new URL(c.req.url);
    if (url.pathname.startsWith('/__sandbox/')) return next();
    const request: FaultRequest = {
      origin,
      method: c.req.method,
      path: url.pathname,
      query: url.searchParams,
      headers: c.req.raw.headers,
      body: rt.faults.readsBodies(origin) ? await jsonBodyOf(c.req.raw) : undefined,
    };
    const effect = rt.faults.take(request);
    if (!effect) return next();
    const delay = delayOf(effect);
    if (delay > 0) await new Promise((r) => setTimeout(r, delay));
    if (effect.drop) {
      c.env.incoming.socket?.destroy();
      // Nothing reaches the client; this response is written to a closed socket and lost.
      return new Response(null, { status: CLIENT_CLOSED });
    }
    let response: Response;
    if (effect.status !== undefined) {
      response = chosenAnswer(c, effect, effect.status);
    } else {
      await next();
      response = c.res;
    }
    if (!damagesBody(effect)) return response;
    const sent = await sendDamaged(c, response, effect);
    c.res = sent;
    return sent;
  };
}
