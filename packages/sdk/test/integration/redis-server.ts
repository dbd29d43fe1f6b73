// Starts a throwaway redis-server (Debian's package) on a free loopback port, without persistence.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function waitUntilReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('error', (error) =>
      reject(
        new Error(
          `cannot run redis-server (${error.message}): install it (apt-get install -y redis-server); .ci/run does`,
        ),
      ),
    );
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) resolve();
    });
  });
}

/** A redis-server of its own for this test run; fails (never skips) when none is installed. */
export async function startRedisServer(): Promise<RedisServer> {
  // Another process may take the probed port first: try a few.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      await waitUntilReady(child);
    } catch (error) {
      child.kill();
      if (attempt < 3 && !String(error).includes('cannot run')) continue;
      throw error;
    }
    return {
      url: `redis://127.0.0.1:${port}`,
      stop: () =>
        new Promise((resolve) => {
          child.once('exit', () => resolve());
          child.kill();
        }),
    };
  }
}
