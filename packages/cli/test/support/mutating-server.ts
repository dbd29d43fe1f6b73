import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An answer as the mutating server hands it to a test's `mutate`, to change in place. */
export interface MutableAnswer {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON (or the text); replace it to send another body. */
  body: unknown;
}

/**
 * A tiny real HTTP server in front of `target` that forwards every request and lets the test
 * change the answer (rename a field, drop a header, strip an envelope) before it goes back.
 */
export async function startMutatingServer(
  target: string,
  mutate: (request: { method: string; path: string }, answer: MutableAnswer) => void,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name)) {
        headers[name] = value;
      }
    }
    const method = incoming.method ?? 'GET';
    const response = await fetch(`${target}${incoming.url}`, {
      method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    const text = await response.text();
    const answer: MutableAnswer = { status: response.status, headers: {}, body: text };
    response.headers.forEach((value, name) => {
      if (
        !['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)
      ) {
        answer.headers[name] = value;
      }
    });
    try {
      answer.body = JSON.parse(text);
    } catch {}
    mutate({ method, path: new URL(incoming.url ?? '/', 'http://x').pathname }, answer);
    outgoing.writeHead(answer.status, answer.headers);
    outgoing.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
