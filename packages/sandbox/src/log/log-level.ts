// Log levels and the logger, apart from the request-log middleware: the public options type
// imports LogLevel from here, so the package's types do not pull in hono's.
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
