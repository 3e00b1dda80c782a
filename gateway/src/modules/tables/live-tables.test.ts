import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Wallet } from "ethers";
import { Channel, notify } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { gql, signInAs, type SignedIn } from "../../_test/client.js";
import { seedLobby, writeBet, writeRound } from "../../_test/lobby.js";
import { settle, subscribe as open, until, type LiveSubscription } from "../../_test/live.js";

let t: TestGateway;
let alice: SignedIn;
let aliceSunc: string;
const subs: LiveSubscription<unknown>[] = [];

beforeAll(async () => {
  t = await startTestGateway();
  await seedLobby(t.db.orm);
  alice = await signInAs(t.url, Wallet.createRandom());
  aliceSunc = Wallet.createRandom().address.toLowerCase();
  const encryptedPrivateKey = `v1:${"ab".repeat(12)}:${"cd".repeat(48)}`;
  await gql(t.url, `mutation($input: RegisterInput!) { register(input: $input) { id } }`, { input: { sunc: { version: 1, address: aliceSunc, encryptedPrivateKey } } }, alice.headers);
});
afterAll(async () => {
  await Promise.all(subs.map((s) => s.client.dispose()));
  await t?.close();
});

function subscribe<T>(query: string, token?: string): LiveSubscription<T> {
  const sub = open<T>(t.url, query, token);
  subs.push(sub as LiveSubscription<unknown>);
  return sub;
}

describe("tableBetPlaced", () => {
  it("pushes every bet placed at the table, once, and nothing from other tables", async () => {
    const round = await writeRound(t.db.orm, { tableId: 1, roundId: 1, state: "open" });
    const other = await writeRound(t.db.orm, { tableId: 2, roundId: 1, state: "open" });
    const table1 = subscribe<{ id: string; tableId: number; player: string; amount: string }>(`subscription { tableBetPlaced(tableId: 1) { id tableId player amount } }`);
    await settle();
    await writeBet(t.db.orm, round, 1, 0, aliceSunc, "3000000");
    await writeBet(t.db.orm, other, 2, 0, aliceSunc);
    // A batch of several bets of one round announced by one notice naming the round, then named again.
    await writeBet(t.db.orm, round, 1, 1, aliceSunc, "1000000", true);
    await writeBet(t.db.orm, round, 1, 2, aliceSunc, "2000000", true);
    for (let i = 0; i < 2; i++) await t.db.orm.em.fork().transactional((tx) => notify(tx, Channel.tableBet, { roundKey: round, tableId: 1 }));
    await until(() => table1.events.length >= 3);
    expect(table1.errors).toEqual([]);
    expect(table1.events).toEqual([
      { id: `${round}:0`, tableId: 1, player: aliceSunc, amount: "3000000" },
      { id: `${round}:1`, tableId: 1, player: aliceSunc, amount: "1000000" },
      { id: `${round}:2`, tableId: 1, player: aliceSunc, amount: "2000000" },
    ]);
  });
});

describe("roundUpdated", () => {
  it("carries the subscriber's own bets of the round, fresh at each event", async () => {
    const mine = subscribe<{ roundId: number; state: string; myBets: { betIndex: number }[] }>(`subscription { roundUpdated(tableId: 3) { roundId state myBets { betIndex } } }`, alice.token);
    const guest = subscribe<{ myBets: unknown[] }>(`subscription { roundUpdated(tableId: 3) { myBets { betIndex } } }`);
    await settle();
    const round = await writeRound(t.db.orm, { tableId: 3, roundId: 1, state: "open" });
    await until(() => mine.events.length >= 1);
    await writeBet(t.db.orm, round, 3, 0, aliceSunc, "1000000", true);
    await writeRound(t.db.orm, { tableId: 3, roundId: 1, state: "closed" });
    await until(() => mine.events.length >= 2 && guest.events.length >= 2);
    expect(mine.events).toEqual([{ roundId: 1, state: "open", myBets: [] }, { roundId: 1, state: "closed", myBets: [{ betIndex: 0 }] }]);
    expect(guest.events).toEqual([{ myBets: [] }, { myBets: [] }]);
  });
});

describe("a notice whose read fails", () => {
  it("is logged and dropped, and the feed carries on (a rejection left unhandled would end the gateway)", async () => {
    const warn = vi.spyOn(console, "warn");
    // What every read meets while Postgres restarts.
    const down = () => Promise.reject(new Error("Connection terminated unexpectedly"));
    const { services } = t.gateway;
    const reads = [
      vi.spyOn(services.tables, "round").mockImplementationOnce(down),
      vi.spyOn(services.bridge, "byId").mockImplementationOnce(down),
      vi.spyOn(services.betFeed, "newBets").mockImplementationOnce(down),
      vi.spyOn(services.adminOps.tasks, "byId").mockImplementationOnce(down),
    ];
    const feedWarnings = () => warn.mock.calls.map(([m]) => String(m)).filter((m) => m.startsWith("live feed:"));
    try {
      const updates = subscribe<{ roundId: number; state: string }>(`subscription { roundUpdated(tableId: 4) { roundId state } }`);
      await settle();
      for (const [channel, notice] of [
        [Channel.tableRound, { id: "4:1" }],
        [Channel.bridgeProcess, { id: "1", address: aliceSunc }],
        [Channel.tableBet, { roundKey: "4:1", tableId: 4 }],
        [Channel.adminTask, { id: "1" }],
      ] as const) {
        await t.db.orm.em.fork().transactional((tx) => notify(tx, channel, notice));
      }
      await until(() => feedWarnings().length >= 4);
      expect(feedWarnings().sort()).toEqual(
        ["admin_task", "bridge_process", "table_bet", "table_round"].map((c) => `live feed: the ${c} notice was not pushed: Connection terminated unexpectedly`),
      );
      // The next notice is pushed as usual.
      await writeRound(t.db.orm, { tableId: 4, roundId: 1, state: "open" });
      await until(() => updates.events.length >= 1);
      expect(updates.events).toEqual([{ roundId: 1, state: "open" }]);
    } finally {
      for (const read of reads) read.mockRestore();
      warn.mockRestore();
    }
  });
});
