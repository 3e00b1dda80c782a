import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { CloseCode, handleProtocols, makeServer, type ServerOptions } from "graphql-ws";
import type { FormattedExecutionResult } from "graphql";
import type { WebSocket, WebSocketServer } from "ws";
import { WriteCoalescer } from "./write-coalescer.js";

/** What graphql-ws's operations see of their socket (as graphql-ws/use/ws's `Extra`). */
export interface SocketExtra {
  readonly socket: WebSocket;
  readonly request: IncomingMessage;
}

/** Bytes a socket may have waiting in its send buffer before a send waits for it to drain. */
const HIGH_WATER_BYTES = 64 * 1024;
/** Frames a socket sends within this long of its last write go out together (WriteCoalescer). */
const COALESCE_MS = 100;
/** Keep-alive pings go out in this many slices of the interval, so 10,000 sockets are not pinged at once. */
const KEEP_ALIVE_SLICES = 12;

/**
 * A `next` payload already serialised, sent by `sendNext`: graphql-ws then serialises this marker
 * in its place, and the socket's `send` drops that message (it was sent already).
 */
const SENT_MARK = "\u0000sent";
const SENT = Object.freeze({ toJSON: () => SENT_MARK }) as unknown as FormattedExecutionResult;
const SENT_SUFFIX = `,"type":"next","payload":${JSON.stringify(SENT_MARK)}}`;

/** A rise or fall of at least this many open sockets is a crowd coming or going. */
const CROWD_SOCKETS = 1000;
/** Quiet time (no socket opened or closed) after a crowd came or went before collecting. */
const CROWD_QUIET_MS = 1000;
/** However busy it stays, a due collection runs at most this long after it became due. */
const CROWD_MAX_WAIT_MS = 10_000;

type Collection = "minor" | "major";

/** V8's collections (what `--expose-gc` exposes), made available to this module only. */
const collectGarbage = (() => {
  try {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as (options: { type: Collection }) => void;
    return (type: Collection) => gc({ type });
  } catch {
    return undefined;
  }
})();

/**
 * Thousands of sockets coming or going at once leave V8 work it would otherwise do at a bad time.
 * After a crowd connects (a deploy, a reconnect storm, the bench) the new sockets' and
 * subscriptions' objects sit in the young generation, and its next scavenge, in the middle of the
 * first event's fan-out, copies them all (150 ms at 10,000 sockets on the development machine).
 * After a crowd leaves, what it held (sockets', streams' and operations' objects, and the read
 * buffers those keep in native memory) is garbage in the old generation, which a quiet process may
 * not collect for a long time: the gateway would stay at its peak. So, once the open count rose by
 * at least `minSockets` since the last collection, or fell by that much to half its peak or less,
 * and no socket opened or closed for `quietMs` (or `maxWaitMs` passed), it runs a young-generation
 * collection after a rise and a full one after a fall.
 */
export class SocketCrowd {
  private open = 0;
  private peak = 0;
  /** Open sockets at the last collection. */
  private settled = 0;
  private timer: NodeJS.Timeout | undefined;
  private dueSince = 0;

  constructor(
    private readonly collect: ((type: Collection) => void) | undefined = collectGarbage,
    private readonly minSockets = CROWD_SOCKETS,
    private readonly quietMs = CROWD_QUIET_MS,
    private readonly maxWaitMs = CROWD_MAX_WAIT_MS,
  ) {}

  opened(): void {
    this.peak = Math.max(this.peak, ++this.open);
    this.changed();
  }

  closed(): void {
    this.open--;
    this.changed();
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  private due(): Collection | undefined {
    if (this.peak - this.open >= this.minSockets && this.open * 2 <= this.peak) return "major";
    if (this.open - this.settled >= this.minSockets) return "minor";
    return undefined;
  }

  private changed(): void {
    if (!this.collect) return;
    if (this.timer) {
      if (Date.now() - this.dueSince < this.maxWaitMs) this.timer.refresh();
      return;
    }
    if (!this.due()) return;
    this.dueSince = Date.now();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const type = this.due();
      this.peak = this.settled = this.open;
      if (type) this.collect!(type);
    }, this.quietMs);
    this.timer.unref();
  }
}

/** Called before each frame a socket sends (its connection's WriteCoalescer). */
const beforeSend = new WeakMap<WebSocket, () => void>();

const send = (socket: WebSocket, data: string): Promise<void> | undefined => {
  if (socket.readyState !== socket.OPEN) return undefined;
  beforeSend.get(socket)?.();
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
 * sends that do not wait for the write unless the socket's buffer is full, a busy socket's frames
 * sharing one write per `coalesceMs` (WriteCoalescer), and garbage collections
 * run when a crowd of sockets has come or gone rather than during the next event (SocketCrowd).
 */
export function serveSockets(options: ServerOptions<Record<string, unknown> | undefined, SocketExtra>, wsServer: WebSocketServer, keepAliveMs = 12_000, coalesceMs = COALESCE_MS) {
  const server = makeServer(options);
  const coalescer = new WriteCoalescer(coalesceMs);
  wsServer.options.handleProtocols = handleProtocols;
  const production = process.env.NODE_ENV === "production";
  const reason = (err: unknown) => (production ? "Internal server error" : (err instanceof Error ? err.message : String(err)).slice(0, 100));

  /** Sockets by keep-alive slice; a socket in `waiting` has not answered its last ping. */
  const slices = Array.from({ length: KEEP_ALIVE_SLICES }, () => new Set<WebSocket>());
  const waiting = new WeakSet<WebSocket>();
  let slice = 0;
  const crowd = new SocketCrowd();
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
    const raw = request.socket as Socket;
    beforeSend.set(socket, () => coalescer.beforeWrite(raw));
    crowd.opened();
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
      crowd.closed();
      void closed(code, String(why));
    });
  });

  return {
    dispose: async () => {
      clearInterval(keepAlive);
      crowd.stop();
      coalescer.flush();
      for (const client of wsServer.clients) client.close(1001, "Going away");
      wsServer.removeAllListeners();
      await new Promise<void>((resolve, reject) => wsServer.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
