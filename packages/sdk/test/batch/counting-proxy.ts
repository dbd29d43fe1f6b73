import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One API request that went through the proxy, with what the service answered. */
export interface ProxiedRequest {
  method: string;
  path: string;
  status: number;
  /** The service answered from its idempotency store (`Idempotent-Replayed: true`). */
  replayed: boolean;
}

/**
 * A plain HTTP proxy in front of the sandbox's API origin that notes every answer, so a test can
 * tell a new upload-init from one the service replayed for a repeated Idempotency-Key.
 */
export async function startCountingProxy(target: string) {
  const seen: ProxiedRequest[] = [];
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        seen.push({
          method: req.method ?? '',
          path: (req.url ?? '').split('?')[0] as string,
          status: answer.statusCode ?? 0,
          replayed: answer.headers['idempotent-replayed'] === 'true',
        });
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.on('error', () => forward.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
