import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";

export interface WsOutcome {
  /** "started" when a subscription ran without a result or refusal within the wait. */
  data?: unknown;
  code?: string;
  reason?: string;
  message?: string;
}

const wsUrl = (url: string) => url.replace("http", "ws") + "/graphql";

/** A graphql-ws client with the given connection params (e.g. `{ authorization: "Bearer …" }`) that keeps its connection open between operations. */
export function wsClient(url: string, connectionParams: Record<string, unknown> = {}): Client {
  return createClient({ url: wsUrl(url), webSocketImpl: WebSocket, connectionParams, retryAttempts: 0, lazy: true, lazyCloseTimeout: 60_000 });
}

/** Runs one operation to its first result, or until `settleMs` pass without one (a live subscription). */
export function wsRun(client: Client, query: string, variables: Record<string, unknown> = {}, settleMs = 400): Promise<WsOutcome> {
  return new Promise((resolve) => {
    const unsubscribe = client.subscribe<unknown>(
      { query, variables },
      {
        next: (r) => {
          clearTimeout(timer);
          const e = r.errors?.[0] as { message: string; extensions?: { code?: string; reason?: string } } | undefined;
          resolve({ data: r.data, code: e?.extensions?.code, reason: e?.extensions?.reason, message: e?.message });
        },
        error: (err) => {
          clearTimeout(timer);
          const e = (Array.isArray(err) ? err[0] : err) as { message?: string; reason?: string; code?: number; extensions?: { code?: string; reason?: string } };
          resolve({ code: e?.extensions?.code ?? (typeof e?.code === "number" ? String(e.code) : undefined), reason: e?.extensions?.reason ?? e?.reason, message: e?.message });
        },
        complete: () => undefined,
      },
    );
    const timer = setTimeout(() => {
      unsubscribe();
      resolve({ data: "started" });
    }, settleMs);
  });
}

/** Opens a raw graphql-transport-ws connection with these params and reports how it closed (or "acked"). */
export function wsConnect(url: string, payload: Record<string, unknown>): Promise<{ acked: boolean; code?: number; reason?: string }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(wsUrl(url), "graphql-transport-ws");
    ws.on("open", () => ws.send(JSON.stringify({ type: "connection_init", payload })));
    ws.on("message", (m) => {
      if (JSON.parse(String(m)).type === "connection_ack") {
        ws.close();
        resolve({ acked: true });
      }
    });
    ws.on("close", (code, reason) => resolve({ acked: false, code, reason: reason.toString() }));
  });
}
