import type { Sandbox } from '@scribekit/sandbox';
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { type BackgroundBrowser, startBackground } from '../../src/background/start.js';
import type { Result } from '../../src/messages/envelope.js';
import type { Protocol, RequestType } from '../../src/messages/protocol.js';

/** The sender of a message from the extension's own popup. */
export const OWN_PAGE = {
  id: 'test-extension-id',
  url: 'chrome-extension://test-extension-id/popup.html',
};

/** fakeBrowser lacks a few APIs; these record what the background asks of them. */
function stubMissingApis() {
  const menus: { id: string; title: string; contexts: string[] }[] = [];
  const contextMenus = fakeBrowser.contextMenus as unknown as Record<string, unknown>;
  const onClicked = createEvent<(info: { menuItemId: string; linkUrl?: string }) => void>();
  contextMenus.removeAll = vi.fn(async () => {
    menus.length = 0;
  });
  contextMenus.create = vi.fn((item: { id: string; title: string; contexts: string[] }) => {
    menus.push(item);
  });
  contextMenus.onClicked = onClicked;
  const openOptionsPage = vi.fn(async () => undefined);
  const connects = createEvent<(port: FakePort) => void>();
  const runtime = fakeBrowser.runtime as unknown as Record<string, unknown>;
  runtime.openOptionsPage = openOptionsPage;
  runtime.onConnect = connects;

  /** Opens a port as the popup does; `messages` collects what the background pushes. */
  async function connectPopup(sender: { id?: string; url?: string } = OWN_PAGE) {
    const disconnects = createEvent<() => void>();
    const port: FakePort = {
      name: 'popup',
      sender,
      messages: [],
      postMessage(message: unknown) {
        port.messages.push(message);
      },
      onDisconnect: disconnects,
    };
    await connects.trigger(port);
    return { port, close: () => disconnects.trigger() };
  }
  return { menus, menuClicks: onClicked, openOptionsPage, connectPopup };
}

/** A port as the background sees it. */
export interface FakePort {
  name: string;
  sender: { id?: string; url?: string };
  messages: unknown[];
  postMessage(message: unknown): void;
  onDisconnect: { addListener(listener: () => void): void };
}

/** A minimal event object like the extension APIs' (addListener + trigger for tests). */
function createEvent<T extends (...args: never[]) => unknown>() {
  const listeners: T[] = [];
  return {
    addListener: (listener: T) => listeners.push(listener),
    removeListener: (listener: T) => {
      listeners.splice(listeners.indexOf(listener), 1);
    },
    hasListener: (listener: T) => listeners.includes(listener),
    trigger: async (...args: Parameters<T>) =>
      Promise.all(listeners.map((listener) => listener(...args))),
  };
}

/** Delivers a message to the background's `runtime.onMessage` listeners, with `sendResponse`. */
export function triggerMessage(
  message: unknown,
  sender: { id?: string; url?: string },
  sendResponse: (response: never) => void,
): Promise<unknown[]> {
  const trigger = fakeBrowser.runtime.onMessage.trigger as unknown as (
    ...args: unknown[]
  ) => Promise<unknown[]>;
  return trigger(message, sender, sendResponse);
}

/** Options of `startHarness`. */
export interface HarnessOptions {
  /** Keep storage as it is (a restart) instead of starting from an empty browser. */
  keepStorage?: boolean;
  /** Per-request time limit of the API client. */
  timeoutMs?: number;
  /** What `navigator.onLine` says. */
  online?: () => boolean;
  /** The fetch of the API client (to watch what it sends). */
  fetch?: typeof fetch;
  /** Time limit of a create request (a start without an answer is decided after it). */
  createTimeoutMs?: number;
}

/** Starts the background against the sandbox with fakeBrowser; returns helpers to drive it. */
export async function startHarness(sandbox: Sandbox, options: HarnessOptions = {}) {
  const saved = options.keepStorage ? await fakeBrowser.storage.local.get(null) : {};
  fakeBrowser.reset();
  if (options.keepStorage) await fakeBrowser.storage.local.set(saved);
  const stubs = stubMissingApis();
  const background = startBackground(fakeBrowser as unknown as BackgroundBrowser, {
    defaultBaseUrl: sandbox.baseUrl,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.online ? { online: options.online } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.createTimeoutMs ? { createTimeoutMs: options.createTimeoutMs } : {}),
  });
  await background.ready;

  /** Sends a request as a page would, and resolves with the background's answer. */
  function send<K extends RequestType>(
    type: K,
    payload: Protocol[K]['request'],
    sender: { id?: string; url?: string } = OWN_PAGE,
  ): Promise<Result<Protocol[K]['response']>> {
    return new Promise((resolve) => {
      void triggerMessage({ type, payload }, sender, resolve);
    });
  }

  /** Like `send`, but returns the value and fails the test on an error answer. */
  async function call<K extends RequestType>(
    type: K,
    payload: Protocol[K]['request'],
  ): Promise<Protocol[K]['response']> {
    const result = await send(type, payload);
    if (!result.ok) throw new Error(`${type} failed: ${JSON.stringify(result.error)}`);
    return result.value;
  }

  /** Saves a key through the options page's request. */
  async function saveKey(apiKey = sandbox.apiKey) {
    return call('saveSettings', { apiKey, baseUrl: sandbox.baseUrl });
  }

  /** Stops the background's timers, as when the browser ends its worker. */
  function stop() {
    background.poller.stop();
    background.actions.stop();
  }

  return { background, send, call, saveKey, ...stubs, stop };
}

/** What `startHarness` resolves to. */
export type Harness = Awaited<ReturnType<typeof startHarness>>;
