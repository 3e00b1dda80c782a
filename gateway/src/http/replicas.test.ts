import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { spawnGateway, type GatewayProcess } from "../_test/process.js";
import { startProxy, type RoundRobinProxy } from "../_test/proxy.js";
import { writeRound } from "../_test/lobby.js";
import { settle } from "../_test/live.js";

const REPLICAS = 3;
const CLIENTS_PER_REPLICA = 2;
const ROUND_UPDATED = `subscription { roundUpdated { id roundId state } }`;

interface Watcher {
  client: Client;
  /** The gateway (its port) the proxy handed this connection to. */
  port: number;
  rounds: number[];
  closed: boolean;
}

let db: TestDatabase;
let gateways: GatewayProcess[] = [];
let proxy: RoundRobinProxy;
const watchers: Watcher[] = [];

/** Connects through the proxy (one connection at a time, so the proxy's order says where it went) and subscribes. */
async function watch(): Promise<Watcher> {
  const connected = new Promise<void>((resolve) => {
    const w: Watcher = {
      client: createClient({ url: proxy.url.replace("http", "ws") + "/graphql", webSocketImpl: WebSocket, lazy: false, retryAttempts: 0, onNonLazyError: () => undefined, on: { connected: () => resolve(), closed: () => void (w.closed = true) } }),
      port: 0,
      rounds: [],
      closed: false,
    };
    watchers.push(w);
  });
  await connected;
  const w = watchers.at(-1)!;
  w.port = proxy.routed.at(-1)!;
  w.client.subscribe<{ roundUpdated: { roundId: number } }>({ query: ROUND_UPDATED }, { next: (v) => void w.rounds.push(v.data!.roundUpdated.roundId), error: () => undefined, complete: () => undefined });
  return w;
}

const WARM_UP = 1000;
/** The rounds a test wrote, without the warm-up ones. */
const counted = (w: Watcher) => w.rounds.filter((r) => r < WARM_UP).sort((a, b) => a - b);

/** Writes warm-up rounds until every watcher has seen one (subscriptions start asynchronously). */
async function allSubscribed(ws: Watcher[]): Promise<void> {
  for (let warmUp = WARM_UP; ws.some((w) => w.rounds.length === 0) && warmUp < WARM_UP + 50; warmUp++) {
    await writeRound(db.orm, { tableId: 1, roundId: warmUp, state: "open" });
    await settle(100);
  }
}

async function everyoneGets(ws: Watcher[], rounds: number[]): Promise<void> {
  for (const roundId of rounds) await writeRound(db.orm, { tableId: 1, roundId, state: "open" });
  const deadline = Date.now() + 10_000;
  while (ws.some((w) => rounds.some((r) => !w.rounds.includes(r))) && Date.now() < deadline) await settle(50);
  await settle(300);
}

beforeAll(async () => {
  db = await createTestDatabase();
  gateways = await Promise.all(Array.from({ length: REPLICAS }, () => spawnGateway(db.url)));
  proxy = await startProxy(gateways.map((g) => g.port));
}, 60_000);

afterAll(async () => {
  for (const w of watchers) await w.client.dispose();
  await proxy?.close();
  for (const g of gateways) g.child.kill("SIGTERM");
  await Promise.all(gateways.map((g) => g.exited));
  await db?.close();
}, 30_000);

describe("several gateways behind one port", () => {
  it("delivers every round to clients on every replica, and still to every remaining client after one is killed", async () => {
    for (let i = 0; i < REPLICAS * CLIENTS_PER_REPLICA; i++) await watch();
    expect(new Set(watchers.map((w) => w.port))).toEqual(new Set(gateways.map((g) => g.port)));
    await allSubscribed(watchers);

    await everyoneGets(watchers, [1, 2, 3]);
    for (const w of watchers) expect(counted(w), `client on ${w.port}`).toEqual([1, 2, 3]);

    const victim = gateways[1]!;
    victim.child.kill("SIGKILL");
    await victim.exited;
    proxy.remove(victim.port);
    const remaining = watchers.filter((w) => w.port !== victim.port);
    const dropped = watchers.filter((w) => w.port === victim.port);
    await settle(300);
    expect(dropped.every((w) => w.closed)).toBe(true);

    const newcomer = await watch();
    expect(newcomer.port).not.toBe(victim.port);
    await allSubscribed([newcomer]);

    await everyoneGets([...remaining, newcomer], [4, 5, 6, 7, 8]);
    for (const w of remaining) expect(counted(w), `client on ${w.port}`).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(counted(newcomer)).toEqual([4, 5, 6, 7, 8]);
    expect(remaining).toHaveLength((REPLICAS - 1) * CLIENTS_PER_REPLICA);
  }, 60_000);
});
