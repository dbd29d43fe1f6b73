import { PassThrough, type Readable, type Writable } from 'node:stream';
import {
  type JSONRPCMessage,
  parseJSONRPCMessage,
  type Transport,
} from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';

/** Longest message a client may send (as over HTTP): a larger one is refused, not read. */
export const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;

/** The id at the very start of a message, read from its first bytes when the rest is dropped. */
const LEADING_ID =
  /^\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?"id"\s*:\s*(-?\d{1,15}|"[^"\\]{0,200}")/;

const idOf = (value: unknown): string | number | null => {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
};

/**
 * The SDK's stdio transport behind a line guard, so no message can end the server: a line over
 * `MAX_MESSAGE_BYTES` is dropped as it streams in (never held whole) and answered `-32600`, a
 * line that is not JSON `-32700` with id null, JSON that is no JSON-RPC message `-32600` with
 * its id when it has one; only good lines reach the SDK.
 */
export class GuardedStdioTransport implements Transport {
  private readonly inner: StdioServerTransport;
  private readonly lines = new PassThrough();
  private parts: Buffer[] = [];
  private size = 0;
  private dropping = false;
  private head = '';

  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];

  constructor(
    private readonly stdin: Readable,
    stdout: Writable,
    private readonly maxBytes = MAX_MESSAGE_BYTES,
  ) {
    this.inner = new StdioServerTransport(this.lines, stdout, { maxBufferSize: maxBytes * 2 });
    this.inner.onclose = () => this.onclose?.();
    this.inner.onerror = (error) => this.onerror?.(error);
    this.inner.onmessage = (message: JSONRPCMessage) => this.onmessage?.(message);
  }

  async start(): Promise<void> {
    this.stdin.on('data', this.onData);
    this.stdin.once('end', () => this.lines.end());
    this.stdin.once('close', () => this.lines.end());
    await this.inner.start();
  }

  async close(): Promise<void> {
    this.stdin.off('data', this.onData);
    await this.inner.close();
  }

  send(message: JSONRPCMessage): Promise<void> {
    return this.inner.send(message);
  }

  private readonly onData = (chunk: Buffer | string) => {
    let rest = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    for (;;) {
      const end = rest.indexOf(0x0a);
      const piece = end === -1 ? rest : rest.subarray(0, end);
      if (!this.dropping) {
        if (this.head.length < 512) this.head += piece.subarray(0, 512).toString('utf8');
        this.size += piece.length;
        if (this.size > this.maxBytes) {
          this.dropping = true; // stop keeping it: what was kept is let go at once
          this.parts = [];
        } else this.parts.push(piece);
      }
      if (end === -1) return;
      this.endLine();
      rest = rest.subarray(end + 1);
    }
  };

  private endLine(): void {
    const { dropping, head, size } = this;
    const line = dropping ? '' : Buffer.concat(this.parts).toString('utf8');
    this.parts = [];
    this.size = 0;
    this.dropping = false;
    this.head = '';
    if (dropping) {
      const id = LEADING_ID.exec(head)?.[1];
      this.refuse(
        id === undefined ? null : JSON.parse(id),
        -32600,
        `Invalid Request: the message is over ${this.maxBytes / 1024 / 1024} MiB (${size.toLocaleString('en-US')} bytes read before it was dropped); this server reads messages up to that size.`,
      );
      return;
    }
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      this.refuse(
        null,
        -32700,
        'Parse error: the line is not JSON (one JSON-RPC message per line).',
      );
      return;
    }
    try {
      parseJSONRPCMessage(value);
    } catch {
      this.refuse(
        idOf(value),
        -32600,
        'Invalid Request: not a JSON-RPC 2.0 message (needs "jsonrpc": "2.0" and a method, or a result or error with an id).',
      );
      return;
    }
    this.lines.write(`${line}\n`);
  }

  private refuse(id: string | number | null, code: number, message: string): void {
    this.onerror?.(new Error(`refused a message from the client: ${message}`));
    this.inner
      .send({ jsonrpc: '2.0', id, error: { code, message } } as unknown as JSONRPCMessage)
      .catch((error: Error) => this.onerror?.(error));
  }
}
