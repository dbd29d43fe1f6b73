import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import WebSocket from 'ws';

/** The built Firefox extension (`wxt build -b firefox`). */
export const FIREFOX_EXTENSION_DIR = resolve(import.meta.dirname, '../../../.output/firefox-mv2');

/** Debian's Firefox ESR (never a downloaded browser). */
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** The add-on id of the Firefox build (wxt.config.ts). */
const ADDON_ID = 'extension@scribekit.dev';

// Profile settings: a fixed moz-extension UUID (so tests know the pages' addresses), optional
// permissions granted without the prompt a test cannot answer, downloads saved without asking,
// and no first-run or update traffic.
function userPrefs(
  extensionUuid: string,
  downloads: string,
): Record<string, string | number | boolean> {
  return {
    'extensions.webextensions.uuids': JSON.stringify({ [ADDON_ID]: extensionUuid }),
    'extensions.webextOptionalPermissionPrompts': false,
    'browser.download.dir': downloads,
    'browser.download.folderList': 2,
    'browser.download.useDownloadDir': true,
    'browser.download.always_ask_before_handling_new_types': false,
    'browser.download.alwaysOpenPanel': false,
    'browser.shell.checkDefaultBrowser': false,
    'browser.startup.homepage_override.mstone': 'ignore',
    'browser.aboutwelcome.enabled': false,
    'datareporting.policy.dataSubmissionEnabled': false,
    'toolkit.telemetry.reportingpolicy.firstRun': false,
    'app.update.disabledForTesting': true,
    'extensions.update.enabled': false,
  };
}

/** A BiDi remote value, as far as the tests read them. */
interface RemoteValue {
  type: string;
  value?: unknown;
}

/** Firefox ESR with the extension installed over WebDriver BiDi (`webExtension.install`). */
export interface FirefoxSession {
  /** `moz-extension://<uuid>/<path>`. */
  pageUrl(path: string): string;
  /** Where downloads land. */
  downloads: string;
  /** Sends one BiDi command and resolves with its result. */
  send<T = Record<string, unknown>>(method: string, params: Record<string, unknown>): Promise<T>;
  /** Ids of the top-level browsing contexts with their addresses. */
  tabs(): Promise<{ context: string; url: string }[]>;
  /** Starts loading `url` in `context` (extension pages send no load event over BiDi: poll). */
  navigate(context: string, url: string): Promise<void>;
  /** Runs `expression` in `context` as a user gesture; resolves with its (primitive) value. */
  evaluate<T = unknown>(context: string, expression: string): Promise<T>;
  /**
   * Runs `expression` (with `popup`, the open toolbar popup's document, or null) in the browser
   * window; needs `popupInBrowserProcess`. Resolves with its (primitive) value.
   */
  popupEvaluate<T = unknown>(expression: string): Promise<T>;
  /** Stops Firefox and removes the profile. */
  close(): Promise<void>;
}

function waitForBidiAddress(child: ChildProcess): Promise<string> {
  return new Promise((resolveAddress, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`Firefox did not start BiDi:\n${seen}`)),
      30_000,
    );
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /WebDriver BiDi listening on (ws:\/\/[^\s]+)/.exec(seen);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveAddress(match[1]);
      }
    };
    child.stderr?.on('data', onData);
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`Firefox exited (${code}):\n${seen}`)));
  });
}

/** Options of `launchFirefox`. */
export interface FirefoxLaunchOptions {
  /** An X display to run headed on (to press the toolbar shortcut), e.g. `:99`; default headless. */
  display?: string;
  /**
   * Runs extension pages in the browser's own process (`extensions.webextensions.remote` off), so
   * `popupEvaluate` can read and click the real toolbar popup from the browser window: BiDi lists
   * no popup, and a popup in its own process is out of the window's reach. The extension's code is
   * the same; only the process it runs in differs.
   */
  popupInBrowserProcess?: boolean;
}

/** Starts Firefox ESR (headless unless given a display), opens a BiDi session, installs the extension. */
export async function launchFirefox(options: FirefoxLaunchOptions = {}): Promise<FirefoxSession> {
  if (!existsSync(FIREFOX)) {
    throw new Error(`No Firefox at ${FIREFOX}: apt-get install firefox-esr, or set FIREFOX_PATH.`);
  }
  if (!existsSync(join(FIREFOX_EXTENSION_DIR, 'manifest.json'))) {
    throw new Error(`No Firefox build in ${FIREFOX_EXTENSION_DIR}; run \`wxt build -b firefox\`.`);
  }
  const profile = await mkdtemp(join(tmpdir(), 'scribekit-firefox-'));
  const downloads = join(profile, 'downloads');
  await mkdir(downloads);
  const uuid = randomUUID();
  const prefs = Object.entries({
    ...userPrefs(uuid, downloads),
    ...(options.popupInBrowserProcess ? { 'extensions.webextensions.remote': false } : {}),
  })
    .map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});`)
    .join('\n');
  await writeFile(join(profile, 'user.js'), `${prefs}\n`);
  const child = spawn(
    FIREFOX,
    // Firefox 153 lets the remote agent navigate to moz-extension:// only with system access.
    [
      ...(options.display ? [] : ['--headless']),
      '--no-remote',
      '--profile',
      profile,
      '--remote-debugging-port',
      '0',
      '--remote-allow-system-access',
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        MOZ_CRASHREPORTER_DISABLE: '1',
        ...(options.display ? { DISPLAY: options.display } : {}),
      },
    },
  );
  const address = await waitForBidiAddress(child);
  const socket = new WebSocket(`${address}/session`);
  await new Promise((resolveOpen, reject) => {
    socket.once('open', resolveOpen);
    socket.once('error', reject);
  });
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as {
      id?: number;
      type: string;
      result?: unknown;
      error?: string;
      message?: string;
    };
    if (message.id === undefined) return;
    const waiter = pending.get(message.id);
    pending.delete(message.id);
    if (message.type === 'error') waiter?.reject(new Error(`${message.error}: ${message.message}`));
    else waiter?.resolve(message.result);
  });

  const send = <T>(method: string, params: Record<string, unknown>) =>
    new Promise<T>((resolveResult, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolveResult as (value: unknown) => void, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });

  await send('session.new', { capabilities: {} });
  await send('webExtension.install', {
    extensionData: { type: 'path', path: FIREFOX_EXTENSION_DIR },
  });

  return {
    pageUrl: (path) => `moz-extension://${uuid}/${path}`,
    downloads,
    send,
    async tabs() {
      const tree = await send<{ contexts: { context: string; url: string }[] }>(
        'browsingContext.getTree',
        { maxDepth: 0 },
      );
      return tree.contexts.map(({ context, url }) => ({ context, url }));
    },
    async navigate(context, url) {
      await send('browsingContext.navigate', { context, url, wait: 'none' });
    },
    async evaluate<T>(context: string, expression: string) {
      const answer = await send<{
        type: string;
        result?: RemoteValue;
        exceptionDetails?: { text: string };
      }>('script.evaluate', {
        expression,
        target: { context },
        awaitPromise: true,
        userActivation: true,
      });
      if (answer.type === 'exception')
        throw new Error(answer.exceptionDetails?.text ?? 'exception');
      return answer.result?.value as T;
    },
    async popupEvaluate<T>(expression: string) {
      const tree = await send<{ contexts: { context: string }[] }>('browsingContext.getTree', {
        'moz:scope': 'chrome',
        maxDepth: 0,
      });
      const window = tree.contexts[0]?.context;
      const answer = await send<{
        type: string;
        result?: RemoteValue;
        exceptionDetails?: { text: string };
      }>('script.evaluate', {
        expression: `(() => {
          const popup = document.querySelector('browser[webextension-view-type="popup"]')
            ?.contentDocument ?? null;
          return (${expression});
        })()`,
        target: { context: window },
        awaitPromise: true,
      });
      if (answer.type === 'exception') {
        throw new Error(answer.exceptionDetails?.text ?? 'exception');
      }
      return answer.result?.value as T;
    },
    async close() {
      await send('browser.close', {}).catch(() => undefined);
      socket.close();
      if (child.exitCode === null) {
        await new Promise((resolveExit) => {
          const timer = setTimeout(() => {
            child.kill('SIGKILL');
            resolveExit(null);
          }, 5_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolveExit(null);
          });
        });
      }
      await rm(profile, { recursive: true, force: true });
    },
  };
}
