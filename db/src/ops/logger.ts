import { format } from "node:util";
import { pino, type Logger, type LevelWithSilent } from "pino";

export type { Logger, LevelWithSilent };

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** Where a secret could sit in what is logged: request headers, error details, signed payloads, keys. */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-hash"]',
  'req.headers["x-nonce"]',
  'req.headers["x-session-token"]',
  'res.headers["set-cookie"]',
  ...["privateKey", "signature", "signatures", "sessionToken", "token", "secret", "password", "cookie", "authorization", "mnemonic"].flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

export interface LoggerOptions {
  /** The process: gateway, indexer, operator, start. */
  service: string;
  level: LevelWithSilent;
  pretty: boolean;
  /** Fields on every line (an indexer's chain). */
  base?: Record<string, unknown>;
  /** Stream lines go to (tests); stdout otherwise. */
  destination?: NodeJS.WritableStream;
}

/** A process's root logger: JSON lines with secrets redacted, or pino-pretty's for a terminal. */
export function createLogger(options: LoggerOptions): Logger {
  const config = { level: options.level, base: { service: options.service, ...options.base }, redact: { paths: REDACTED_PATHS, censor: "[redacted]" } };
  if (options.destination) return pino(config, options.destination as pino.DestinationStream);
  if (options.pretty) return pino({ ...config, transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss.l", ignore: "pid,hostname" } } });
  return pino(config, pino.destination({ sync: false }));
}

/** Sends what modules and libraries print with console.* through the logger, so every line is JSON. */
export function routeConsole(logger: Logger): void {
  const log = logger.child({ source: "console" });
  console.log = (...args: unknown[]) => log.info(format(...args));
  console.info = console.log;
  console.warn = (...args: unknown[]) => log.warn(format(...args));
  console.error = (...args: unknown[]) => log.error(format(...args));
  console.debug = (...args: unknown[]) => log.debug(format(...args));
}
