import pg from "pg";
import type { Channel } from "./channels.js";

export type Listener = (channel: Channel, payload: unknown) => void;

export interface Subscription {
  close(): Promise<void>;
}

/**
 * One dedicated connection LISTENing on the given channels; reconnects with backoff so a
 * database restart costs only the notifications sent while it was down.
 */
export async function listen(databaseUrl: string, channels: Channel[], onNotice: Listener): Promise<Subscription> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: databaseUrl });
    c.on("notification", (msg) => {
      if (!msg.payload) return;
      try {
        onNotice(msg.channel as Channel, JSON.parse(msg.payload));
      } catch {
        // A malformed payload is dropped; listeners only act on documents we wrote.
      }
    });
    c.on("error", () => scheduleReconnect());
    c.on("end", () => scheduleReconnect());
    await c.connect();
    for (const ch of channels) await c.query(`LISTEN ${ch}`);
    client = c;
  };

  const scheduleReconnect = (): void => {
    if (closed || retry) return;
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(() => scheduleReconnect());
    }, 1000);
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
