import type { Json } from './sandbox.js';

export interface OperatorAnswer {
  status: number;
  text: string;
  body: Json;
  headers: Headers;
}

/** Calls an operator endpoint (`/__sandbox` + path) of the sandbox at `baseUrl` with a JSON body. */
export async function operatorCall(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<OperatorAnswer> {
  const res = await fetch(`${baseUrl}/__sandbox${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const json = text && (res.headers.get('content-type') ?? '').includes('json');
  return { status: res.status, text, body: json ? JSON.parse(text) : text, headers: res.headers };
}
