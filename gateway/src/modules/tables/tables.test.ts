import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { Channel, notify, TableRound } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { gql } from "../../_test/client.js";

let t: TestGateway;
const ROULETTE = "0x00000000000000000000000000000000000000a1";
const SICBO = "0x00000000000000000000000000000000000000a4";
const hash = (n: number) => `0x${String(n).padStart(64, "0")}`;

async function writeRound(table: string, tableId: number, gameType: number, roundId: number, state: string, result: Record<string, unknown> | null) {
  const em = t.db.orm.em.fork();
  const id = `${table}:${roundId}`;
  await em.transactional(async (tx) => {
    await tx.upsert(TableRound, {
      id, table, tableId, gameType, roundId, state, commitment: hash(roundId), clientSeed: null, serverSeed: null, result,
      openedAt: new Date(Date.UTC(2026, 10, 22, 10, 0, roundId)), closedAt: null, settledAt: null, totalStaked: null, totalPaid: null, openTx: hash(roundId),
    });
    await notify(tx, Channel.tableRound, { id });
  });
  return id;
}

beforeAll(async () => {
  t = await startTestGateway();
  for (let r = 1; r <= 14; r++) await writeRound(ROULETTE, 1, 1, r, "settled", { game: "roulette", number: r, color: r % 2 ? "red" : "black" });
  await writeRound(ROULETTE, 1, 1, 15, "open", null);
  await writeRound(SICBO, 4, 4, 1, "closed", null);
});
afterAll(async () => t?.close());

const LOBBY = `{ lobby { tableId gameType table round { roundId state } recentResults } }`;

describe("the lobby", () => {
  it("lists each table with its latest round and its last 12 results, newest first", async () => {
    const { data } = await gql(t.url, LOBBY);
    expect(data!.lobby).toEqual([
      { tableId: 1, gameType: 1, table: ROULETTE, round: { roundId: 15, state: "open" }, recentResults: Array.from({ length: 12 }, (_, i) => ({ game: "roulette", number: 14 - i, color: (14 - i) % 2 ? "red" : "black" })) },
      { tableId: 4, gameType: 4, table: SICBO, round: { roundId: 1, state: "closed" }, recentResults: [] },
    ]);
  });

  it("pushes every round change to round subscribers, or only one table's when asked", async () => {
    const client = createClient({ url: t.url.replace("http", "ws") + "/graphql", webSocketImpl: WebSocket, lazy: false, retryAttempts: 0 });
    const all: unknown[] = [];
    const sicbo: unknown[] = [];
    const listen = (query: string, into: unknown[]) =>
      client.subscribe({ query }, { next: (v) => into.push((v.data as { roundUpdated: unknown }).roundUpdated), error: () => undefined, complete: () => undefined });
    listen(`subscription { roundUpdated { tableId roundId state result } }`, all);
    listen(`subscription { roundUpdated(tableId: 4) { tableId roundId state } }`, sicbo);
    await new Promise((r) => setTimeout(r, 300));
    await writeRound(ROULETTE, 1, 1, 15, "settled", { game: "roulette", number: 0, color: "green" });
    await writeRound(SICBO, 4, 4, 1, "settled", { game: "sic bo", dice: [1, 2, 3], total: 6, triple: false });
    const deadline = Date.now() + 5000;
    while ((all.length < 2 || sicbo.length < 1) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    await new Promise((r) => setTimeout(r, 200));
    // Two rounds' pushes carry no order between them: each is read when its NOTIFY arrives.
    expect([...all].sort((a, b) => (a as { tableId: number }).tableId - (b as { tableId: number }).tableId)).toEqual([
      { tableId: 1, roundId: 15, state: "settled", result: { game: "roulette", number: 0, color: "green" } },
      { tableId: 4, roundId: 1, state: "settled", result: { game: "sic bo", dice: [1, 2, 3], total: 6, triple: false } },
    ]);
    expect(sicbo).toEqual([{ tableId: 4, roundId: 1, state: "settled" }]);
    await client.dispose();
  });
});
