import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';

/**
 * A real terminal: a tmux session on its own server socket, driven with send-keys and read with
 * capture-pane, so prompts, hidden input, progress bars and Ctrl+C are tested as a user sees them.
 */
export class Terminal {
  readonly socket = `scribekit-cli-${randomUUID().slice(0, 8)}`;
  readonly session = 'test';

  constructor(columns = 120, rows = 32, shell = 'bash --norc --noprofile') {
    this.tmux(
      'new-session',
      '-d',
      '-s',
      this.session,
      '-x',
      String(columns),
      '-y',
      String(rows),
      shell,
    );
    this.tmux('set-option', '-t', this.session, 'history-limit', '5000');
  }

  private tmux(...args: string[]): string {
    return execFileSync('tmux', ['-L', this.socket, ...args], { encoding: 'utf8' });
  }

  /** Types a line and presses Enter. */
  type(line: string): void {
    this.tmux('send-keys', '-t', this.session, '-l', line);
    this.tmux('send-keys', '-t', this.session, 'Enter');
  }

  /** Types text without pressing Enter. */
  typeOnly(text: string): void {
    this.tmux('send-keys', '-t', this.session, '-l', text);
  }

  /** Presses keys by tmux name (`C-c`, `Enter`). */
  press(...keys: string[]): void {
    this.tmux('send-keys', '-t', this.session, ...keys);
  }

  /** The visible screen as text (with the lines scrolled off, when `history`). */
  screen(history = false): string {
    return this.tmux('capture-pane', '-p', '-t', this.session, ...(history ? ['-S', '-'] : []));
  }

  /** Waits until the screen matches; fails with the screen when it does not in time. */
  async waitFor(
    pattern: RegExp | string | ((screen: string) => boolean),
    timeoutMs = 20_000,
    history = false,
  ): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const screen = this.screen(history);
      const matched =
        typeof pattern === 'string'
          ? screen.includes(pattern)
          : typeof pattern === 'function'
            ? pattern(screen)
            : pattern.test(screen);
      if (matched) return screen;
      if (Date.now() > deadline) throw new Error(`screen never showed ${pattern}:\n${screen}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Clears the screen and waits until only the prompt is left on it. */
  async clear(): Promise<void> {
    this.type('clear');
    await this.waitFor((screen) => screen.trim().split('\n').length === 1);
  }

  close(): void {
    try {
      this.tmux('kill-server');
    } catch {
      // Already gone.
    }
  }
}
