import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Json } from './sandbox.js';

export interface Received {
  headers: Record<string, string | string[] | undefined>;
  raw: Buffer;
  json: Json;
  at: number;
}

/** A webhook receiver on 127.0.0.1 that records requests and answers with `answer()`'s status. */
export class Receiver {
  readonly received: Received[] = [];
  answer: (request: Received) => number = () => 200;
  private server!: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        const entry: Received = {
          headers: req.headers,
          raw,
          json: JSON.parse(raw.toString('utf8')),
          at: Date.now(),
        };
        this.received.push(entry);
        res.statusCode = this.answer(entry);
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
    return this;
  }

  of(event: string): Received[] {
    return this.received.filter((r) => r.json.event === event);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Checks X-Signature with an HMAC computed here, independently of the sandbox. */
export function signatureValid(raw: Buffer, header: unknown, secret: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(raw).digest('hex'));
  const given = Buffer.from(header.slice('sha256='.length));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
