import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { CDPSession } from 'playwright-core';

// Chromium opens the toolbar popup as its own target, which Playwright does not expose as a Page.
// This drives that real popup over the DevTools protocol: evaluate, wait, click, type, screenshot.

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** The real toolbar popup, attached over CDP. */
export class PopupDriver {
  private sequence = 0;
  private readonly pending = new Map<number, Pending>();
  private closed = false;

  private constructor(
    private readonly browser: CDPSession,
    private readonly sessionId: string,
    readonly targetId: string,
  ) {}

  /** Attaches to a popup target and enables what the driver needs. */
  static async attach(browser: CDPSession, targetId: string): Promise<PopupDriver> {
    const { sessionId } = (await browser.send('Target.attachToTarget', {
      targetId,
      flatten: false,
    })) as { sessionId: string };
    const driver = new PopupDriver(browser, sessionId, targetId);
    browser.on('Target.receivedMessageFromTarget', (event) => {
      if (event.sessionId !== sessionId) return;
      const message = JSON.parse(event.message) as {
        id?: number;
        result?: unknown;
        error?: { message: string };
      };
      const waiting = message.id === undefined ? undefined : driver.pending.get(message.id);
      if (!waiting || message.id === undefined) return;
      driver.pending.delete(message.id);
      if (message.error) waiting.reject(new Error(message.error.message));
      else waiting.resolve(message.result);
    });
    browser.on('Target.detachedFromTarget', (event) => {
      if (event.sessionId === sessionId) driver.closed = true;
    });
    await driver.send('Runtime.enable');
    return driver;
  }

  /** Whether the popup has closed (it closes itself when it opens a tab). */
  get isClosed(): boolean {
    return this.closed;
  }

  /** Sends a CDP command to the popup. */
  send(method: string, params: Record<string, unknown> = {}): Promise<unknown> {
    const id = ++this.sequence;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`CDP ${method} got no answer`));
      }, 15_000);
      this.pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      this.browser
        .send('Target.sendMessageToTarget', {
          sessionId: this.sessionId,
          message: JSON.stringify({ id, method, params }),
        })
        .catch(reject);
    });
  }

  /** Runs `fn(arg)` in the popup (as a user gesture) and returns its JSON value. */
  async evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    const result = (await this.send('Runtime.evaluate', {
      expression: `(${fn.toString()})(${arg === undefined ? '' : JSON.stringify(arg)})`,
      returnByValue: true,
      awaitPromise: true,
      userGesture: true,
    })) as { result: { value: R }; exceptionDetails?: unknown };
    if (result.exceptionDetails) throw new Error(JSON.stringify(result.exceptionDetails));
    return result.result.value;
  }

  /** The popup's visible text. */
  text(): Promise<string> {
    return this.evaluate(() => document.body?.innerText ?? '');
  }

  /** Waits until `fn(arg)` is truthy in the popup. */
  async waitFor<A>(fn: (arg: A) => unknown, arg?: A, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await this.evaluate(fn, arg)) return;
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    throw new Error(`popup: condition not met; the popup says:\n${await this.text()}`);
  }

  /** Waits until the popup shows `text`. */
  waitForText(text: string, timeoutMs = 10_000): Promise<void> {
    return this.waitFor((wanted) => document.body?.innerText.includes(wanted), text, timeoutMs);
  }

  /** Clicks the first button whose text is `name`. */
  async clickButton(name: string): Promise<void> {
    const found = await this.evaluate((wanted) => {
      const button = [...document.querySelectorAll('button')].find(
        (item) => item.textContent?.trim() === wanted && !item.disabled,
      );
      button?.click();
      return Boolean(button);
    }, name);
    if (!found) throw new Error(`popup: no enabled button "${name}" in:\n${await this.text()}`);
  }

  /** Types into the field labelled `label` (as `input` events, the way Preact listens). */
  async fill(label: string, value: string): Promise<void> {
    const found = await this.evaluate(
      ({ label: wanted, value: text }) => {
        const labelElement = [...document.querySelectorAll('label')].find(
          (item) => item.textContent?.trim() === wanted,
        );
        const input = labelElement?.htmlFor
          ? (document.getElementById(labelElement.htmlFor) as HTMLInputElement | null)
          : null;
        if (!input) return false;
        input.focus();
        input.value = text;
        input.dispatchEvent(new Event('input', { bubbles: true }));
        return true;
      },
      { label, value },
    );
    if (!found) throw new Error(`popup: no field labelled "${label}"`);
  }

  /** Emulates the light or dark colour scheme. */
  async colorScheme(scheme: 'light' | 'dark'): Promise<void> {
    await this.send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-color-scheme', value: scheme }],
    });
  }

  /** Saves a PNG of the whole popup. */
  async screenshot(path: string): Promise<void> {
    // Let fonts and layout settle (the popup resizes to its content).
    await new Promise((resolve) => setTimeout(resolve, 250));
    const metrics = (await this.send('Page.getLayoutMetrics')) as {
      cssContentSize: { width: number; height: number };
    };
    const { width, height } = metrics.cssContentSize;
    const shot = (await this.send('Page.captureScreenshot', {
      format: 'png',
      captureBeyondViewport: true,
      clip: { x: 0, y: 0, width, height, scale: 1 },
    })) as { data: string };
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, Buffer.from(shot.data, 'base64'));
  }

  /** Closes the popup. */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.browser
      .send('Target.closeTarget', { targetId: this.targetId })
      .catch(() => undefined);
    this.closed = true;
  }
}
