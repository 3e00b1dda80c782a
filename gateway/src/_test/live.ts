import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";

export interface LiveSubscription<T> {
  events: T[];
  errors: unknown[];
  client: Client;
}

/** Opens one graphql-ws connection (signed in with `token` if given) and collects the subscription's events. */
export function subscribe<T>(url: string, query: string, token?: string): LiveSubscription<T> {
  const client = createClient({ url: url.replace("http", "ws") + "/graphql", webSocketImpl: WebSocket, connectionParams: token ? { authorization: token } : {}, lazy: false, retryAttempts: 0 });
  const out: LiveSubscription<T> = { events: [], errors: [], client };
  client.subscribe<Record<string, T>>({ query }, {
    next: (v) => (v.errors ? out.errors.push(v.errors) : out.events.push(Object.values(v.data!)[0]!)),
    error: (e) => out.errors.push(e),
    complete: () => undefined,
  });
  return out;
}

export const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));

/** Waits until `done()` (or `ms`), then a little longer so any extra, unwanted event would arrive too. */
export async function until(done: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await settle(25);
  await settle(200);
}
