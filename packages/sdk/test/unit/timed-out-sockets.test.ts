import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { createScribekit, TimeoutError } from '../../src/index.js';

// A service that accepts every request and never answers. It counts its open sockets that carry
// a request: each is an attempt the client left waiting. (The client's pool may also hold idle
// connections, without a request, for reuse; it closes them after its keep-alive time.)
let server: Server;
const sockets = new Set<Socket>();
const waiting = () => [...sockets].filter((socket) => carried.has(socket)).length;
const carried = new WeakSet<Socket>();
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request) => {
    carried.add(request.socket);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test('50 timed-out calls leave no socket open on the server', async () => {
  const scribekit = createScribekit({
    apiKey: 'sk_test',
    baseUrl,
    timeoutMs: 100,
    maxRetries: 1,
    logLevel: 'off',
  });
  // Two waves of 25 calls, each attempt and its retry timing out.
  for (let wave = 0; wave < 2; wave += 1) {
    const errors = await Promise.all(
      Array.from({ length: 25 }, () =>
        scribekit.transcripts.list({ limit: 1 }).catch((e: unknown) => e),
      ),
    );
    for (const error of errors) {
      expect(error).toBeInstanceOf(TimeoutError);
      expect(error).toMatchObject({ attempts: 2 });
    }
  }
  // 100 attempts reached the server; each was torn down when its time ran out.
  await vi.waitFor(() => expect(waiting()).toBe(0), { timeout: 2_000 });
});
