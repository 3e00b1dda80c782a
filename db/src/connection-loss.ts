/** Node's socket errors when Postgres is not there or went away. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH"]);
/**
 * SQLSTATEs of a server going away or not accepting yet: class 08 (connection exception),
 * 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up).
 */
const SERVER_CODES = /^(08...|57P0[123])$/;
/** What node-postgres says when the socket closes under a query or a client is used after it. */
const MESSAGES = /Connection terminated|connection error and is not queryable|Client was closed and is not queryable/i;

/**
 * True when an error means Postgres could not be reached or dropped the connection (a restart, a
 * failover), as opposed to a statement it refused: the first may be retried on a new connection.
 */
export function isConnectionLoss(e: unknown): boolean {
  const err = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown[] } | null;
  if (!err || typeof err !== "object") return false;
  if (typeof err.code === "string" && (SOCKET_CODES.has(err.code) || SERVER_CODES.test(err.code))) return true;
  if (typeof err.message === "string" && MESSAGES.test(err.message)) return true;
  // AggregateError (a refused connection on both IPv4 and IPv6) and wrapped causes.
  if (Array.isArray(err.errors) && err.errors.some(isConnectionLoss)) return true;
  return err.cause !== undefined && err.cause !== e && isConnectionLoss(err.cause);
}

/** Waits between attempts while Postgres is away (a restart, a failover): about two minutes in all. */
const RETRY_DELAYS_MS = [250, 500, 1_000, 2_000, 5_000];
const MAX_RETRIES = 30;

/**
 * Runs `step`, and again after a lost or refused connection, until Postgres answers (about two
 * minutes at most); any other error, or the last one, is thrown. `step` must be safe to repeat
 * after a lost connection: a read, or a transaction that checks what it continues.
 */
export async function whilePostgresAway<T>(step: () => Promise<T>, onRetry?: (error: unknown, attempt: number, retryInMs: number) => void): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (e) {
      if (!isConnectionLoss(e) || attempt > MAX_RETRIES) throw e;
      const wait = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length) - 1]!;
      onRetry?.(e, attempt, wait);
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}
