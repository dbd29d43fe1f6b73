import { createServer, Socket } from 'node:net';

/**
 * A TCP port in front of a service that a test can close and open again: closed, every
 * connection is refused (ECONNREFUSED) as when the service's host is down; open, bytes pass
 * through untouched.
 */
export async function switchablePort(target: string) {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const service = new Socket();
    sockets.add(client).add(service);
    const forget = () => {
      sockets.delete(client);
      sockets.delete(service);
      client.destroy();
      service.destroy();
    };
    client.on('close', forget).on('error', forget);
    service.on('close', forget).on('error', forget);
    service.connect(Number(upstream.port), upstream.hostname, () => {
      client.pipe(service).pipe(client);
    });
  });
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  let port = 0;
  await listen();
  port = (server.address() as { port: number }).port;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    /** Refuses every new connection and cuts those open. */
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    /** Lets connections through again, on the same port. */
    open: listen,
  };
}
