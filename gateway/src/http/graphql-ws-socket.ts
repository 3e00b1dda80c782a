import type { IncomingMessage } from "node:http";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { CloseCode, handleProtocols, makeServer, type ServerOptions } from "graphql-ws";
import type { FormattedExecutionResult } from "graphql";
import type { WebSocket, WebSocketServer } from "ws";

/** What graphql-ws's operations see of their socket (as graphql-ws/use/ws's `Extra`). */
export interface SocketExtra {
  readonly socket: WebSocket;
  readonly request: IncomingMessage;
}

/** Bytes a socket may have waiting in its send buffer before a send waits for it to drain. */
const HIGH_WATER_BYTES = 64 * 1024;
/** Keep-alive pings go out in this many slices of the interval, so 10,000 sockets are not pinged at once. */
const KEEP_ALIVE_SLICES = 12;

/**
 * A `next` payload already serialised, sent by `sendNext`: graphql-ws then serialises this marker
 * in its place, and the socket's `send` drops that message (it was sent already).
 */
const SENT_MARK = "\u0000sent";
const SENT = Object.freeze({ toJSON: () => SENT_MARK }) as unknown as FormattedExecutionResult;
const SENT_SUFFIX = `,"type":"next","payload":${JSON.stringify(SENT_MARK)}}`;

/** A drop of at least this many open sockets, to half or less of the most open since, is a mass disconnect. */
const RECLAIM_MIN_SOCKETS = 1000;
/** Quiet time after the last close of a mass disconnect before its memory is reclaimed. */
const RECLAIM_AFTER_MS = 1000;

/** V8's full collection (what `--expose-gc` exposes), made available to this module only. */
const collectGarbage = (() => {
  try {
    setFlagsFromString("--expose-gc");
    return runInNewContext("gc") as () => void;
  } catch {
    return undefined;
  }
})();

/**
 * After thousands of sockets closed, what they held (their sockets', streams' and operations'
 * objects, and the read buffers those keep in native memory) is garbage in V8's old generation,
 * which a quiet process may not collect for a long time: the gateway would stay at its peak.
 * Watches the open count and runs one full collection when it has fallen to half or less of its
 * peak, by at least `minSockets`, and no socket closed for `afterMs`.
 */
export class MassDisconnect {
  private open = 0;
  private peak = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly collect: (() => void) | undefined = collectGarbage,
    private readonly minSockets = RECLAIM_MIN_SOCKETS,
    private readonly afterMs = RECLAIM_AFTER_MS,
  ) {}

  opened(): void {
    this.peak = Math.max(this.peak, ++this.open);
  }

  closed(): void {
    this.open--;
    const collect = this.collect;
    if (!collect || this.peak - this.open < this.minSockets || this.open * 2 > this.peak) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.peak = this.open;
      collect();
    }, this.afterMs);
    this.timer.unref();
  }

  stop(): void {
    clearTimeout(this.timer);
  }
}

const send = (socket: WebSocket, data: string): Promise<void> | undefined => {
  if (socket.readyState !== socket.OPEN) return undefined;
  // Most sends go straight out; a socket whose client reads slowly makes its operations wait.
  if (socket.bufferedAmount < HIGH_WATER_BYTES) {
    socket.send(data);
    return undefined;
  }
  return new Promise((resolve, reject) => socket.send(data, (err) => (err ? reject(err) : resolve())));
};

/**
 * Sends the `next` message of operation `id` with a payload serialised once for every socket that
 * gets the same result (`payloadJson`, a FormattedExecutionResult's JSON). Return what it returns
 * from graphql-ws's `onNext`.
 */
export function sendNext(socket: WebSocket, id: string, payloadJson: string): Promise<FormattedExecutionResult> | FormattedExecutionResult {
  const sending = send(socket, `{"id":${JSON.stringify(id)},"type":"next","payload":${payloadJson}}`);
  return sending ? sending.then(() => SENT) : SENT;
}

/**
 * graphql-ws on a `ws` server, as graphql-ws/use/ws does, with the per-socket costs that matter at
 * ten thousand sockets taken out: one keep-alive timer for all sockets (each is pinged every
 * `keepAliveMs` and closed when its pong has not come by its next turn) instead of two per socket,
 * sends that do not wait for the write unless the socket's buffer is full, and the memory of a mass
 * disconnect given back (MassDisconnect).
 */
export function serveSockets(options: ServerOptions<Record<string, unknown> | undefined, SocketExtra>, wsServer: WebSocketServer, keepAliveMs = 12_000) {
  const server = makeServer(options);
  wsServer.options.handleProtocols = handleProtocols;
  const production = process.env.NODE_ENV === "production";
  const reason = (err: unknown) => (production ? "Internal server error" : (err instanceof Error ? err.message : String(err)).slice(0, 100));

  /** Sockets by keep-alive slice; a socket in `waiting` has not answered its last ping. */
  const slices = Array.from({ length: KEEP_ALIVE_SLICES }, () => new Set<WebSocket>());
  const waiting = new WeakSet<WebSocket>();
  let slice = 0;
  const disconnects = new MassDisconnect();
  const keepAlive = setInterval(() => {
    slice = (slice + 1) % KEEP_ALIVE_SLICES;
    for (const socket of slices[slice]!) {
      if (socket.readyState !== socket.OPEN) continue;
      if (waiting.has(socket)) {
        socket.terminate();
        continue;
      }
      waiting.add(socket);
      socket.ping();
    }
  }, keepAliveMs / KEEP_ALIVE_SLICES);
  keepAlive.unref();

  wsServer.on("connection", (socket, request) => {
    socket.once("error", (err) => {
      console.error("WebSocket error", err);
      socket.close(CloseCode.InternalServerError, reason(err));
    });
    const mine = slices[slice]!;
    mine.add(socket);
    disconnects.opened();
    socket.on("pong", () => waiting.delete(socket));
    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: (data) => (data.endsWith(SENT_SUFFIX) ? undefined : send(socket, data)),
        close: (code, why) => socket.close(code, why),
        onMessage: (cb) =>
          socket.on("message", async (event) => {
            try {
              await cb(String(event));
            } catch (err) {
              console.error("graphql-ws message handling failed", err);
              socket.close(CloseCode.InternalServerError, reason(err));
            }
          }),
      },
      { socket, request },
    );
    socket.once("close", (code, why) => {
      mine.delete(socket);
      disconnects.closed();
      void closed(code, String(why));
    });
  });

  return {
    dispose: async () => {
      clearInterval(keepAlive);
      disconnects.stop();
      for (const client of wsServer.clients) client.close(1001, "Going away");
      wsServer.removeAllListeners();
      await new Promise<void>((resolve, reject) => wsServer.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
