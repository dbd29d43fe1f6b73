// The MCP Apps bridge from the view's side (SEP-1865): JSON-RPC 2.0 over postMessage with the
// host window — requests with ids, answers matched to them, notifications both ways.

type Handler = (params: Record<string, unknown>) => void;

export interface Bridge {
  request<T = Record<string, unknown>>(method: string, params?: object): Promise<T>;
  notify(method: string, params?: object): void;
  on(method: string, handler: Handler): void;
}

export function connectBridge(host: Window = window.parent): Bridge {
  let nextId = 1;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const handlers = new Map<string, Handler>();
  window.addEventListener('message', (event) => {
    if (event.source !== host) return; // only the host speaks to the view
    const message = event.data as {
      jsonrpc?: string;
      id?: number;
      method?: string;
      params?: Record<string, unknown>;
      result?: unknown;
      error?: { message: string };
    };
    if (message?.jsonrpc !== '2.0') return;
    if (message.method) {
      handlers.get(message.method)?.(message.params ?? {});
      // a request the view does not serve is answered, so the host never waits on it
      if (message.id !== undefined && !handlers.has(message.method)) {
        host.postMessage(
          { jsonrpc: '2.0', id: message.id, error: { code: -32601, message: 'Method not found' } },
          '*',
        );
      } else if (message.id !== undefined) {
        host.postMessage({ jsonrpc: '2.0', id: message.id, result: {} }, '*');
      }
      return;
    }
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id as number);
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve(message.result);
  });
  return {
    request(method, params = {}) {
      const id = nextId++;
      host.postMessage({ jsonrpc: '2.0', id, method, params }, '*');
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      });
    },
    notify(method, params = {}) {
      host.postMessage({ jsonrpc: '2.0', method, params }, '*');
    },
    on(method, handler) {
      handlers.set(method, handler);
    },
  };
}
