import { checkOption } from './internal/check-option.js';

/** How much the SDK logs: `debug` logs every request, response and retry; `off` nothing. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'off';

/** Where the SDK's logs go (default `console`); each method gets a message and structured data. */
export interface Logger {
  debug(message: string, data?: Record<string, unknown>): void;
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

const levels: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'off'];

/**
 * The level in force: the `logLevel` option, else `SCRIBEKIT_LOG` where `process.env` exists
 * (Node, Bun, Deno with env access), else `warn`.
 */
export function resolveLogLevel(given: LogLevel | undefined): LogLevel {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
    ?.env?.SCRIBEKIT_LOG;
  const level = given ?? (env || undefined) ?? 'warn';
  checkOption(
    levels.includes(level as LogLevel),
    given === undefined ? 'SCRIBEKIT_LOG' : 'logLevel',
    `one of ${levels.join(', ')}`,
    level,
  );
  return level as LogLevel;
}

/** The log function for messages of `level`, or undefined when `threshold` hides them. */
export function logAt(
  logger: Logger,
  threshold: LogLevel,
  level: Exclude<LogLevel, 'off'>,
): ((message: string, data?: Record<string, unknown>) => void) | undefined {
  return levels.indexOf(level) >= levels.indexOf(threshold)
    ? (message, data) => logger[level](`[scribekit] ${message}`, data)
    : undefined;
}

/** A request's headers for a log line, the API key replaced by `***`. */
export function redactedHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name] = name === 'authorization' ? `${value.split(' ')[0]} ***` : value;
  });
  return out;
}
