import { pino, type Logger, type LevelWithSilent } from "pino";

export type { Logger };

/** Where a secret could sit in what is logged: request headers, error details, signed payloads. */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-hash"]',
  'req.headers["x-nonce"]',
  'req.headers["x-session-token"]',
  'res.headers["set-cookie"]',
  ...["privateKey", "signature", "sessionToken", "token", "secret", "password", "cookie", "authorization"].flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

export interface LoggerOptions {
  level: LevelWithSilent;
  pretty: boolean;
  /** Stream lines go to (tests); stdout otherwise. */
  destination?: NodeJS.WritableStream;
}

/** The gateway's root logger: JSON lines, or pino-pretty's for a terminal. */
export function createLogger(options: LoggerOptions): Logger {
  const base = { level: options.level, base: { service: "gateway" }, redact: { paths: REDACTED_PATHS, censor: "[redacted]" } };
  if (options.destination) return pino(base, options.destination as pino.DestinationStream);
  if (options.pretty) return pino({ ...base, transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss.l", ignore: "pid,hostname" } } });
  return pino(base, pino.destination({ sync: false }));
}
