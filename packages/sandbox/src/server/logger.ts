import type { MiddlewareHandler } from 'hono';
import type { OriginName } from '../faults.js';
import type { AppEnv } from './middleware.js';

/** Log levels from quietest to noisiest; each shows its own lines and those of the levels before. */
export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Logger {
  level: LogLevel;
  error(message: string): void;
  warn(message: string): void;
  info(message: string): void;
  debug(message: string): void;
}

export function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value);
}

/** A logger that writes `<time> <level> <message>` lines at or above `level` to `sink`. */
export function createLogger(level: LogLevel, sink: (line: string) => void): Logger {
  const rank = LOG_LEVELS.indexOf(level);
  const at =
    (name: Exclude<LogLevel, 'silent'>) =>
    (message: string): void => {
      if (LOG_LEVELS.indexOf(name) > rank) return;
      sink(`${new Date().toISOString()} ${name.padEnd(5)} ${message}`);
    };
  return { level, error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
}

/** Status the sandbox gives a request whose client went away before the answer (as nginx does). */
export const CLIENT_CLOSED = 499;

/**
 * One info line per request: origin, method, path (never the query, which holds signatures),
 * status, duration and request id.
 */
export function requestLog(logger: Logger, origin: OriginName): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    const path = new URL(c.req.url).pathname;
    const status =
      c.res.status === CLIENT_CLOSED
        ? `${CLIENT_CLOSED} client closed the connection`
        : c.res.status;
    logger.info(`${origin} ${c.req.method} ${path} ${status} ${ms} ms id=${c.get('requestId')}`);
  };
}
