import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "./testing/index.js";
import { BridgeProcess, Channel, listen, notify, User, type EntityManager } from "./index.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.close());

const waitFor = async (cond: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!cond() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
};

describe("schema", () => {
  it("keeps token amounts exact beyond 2^53", async () => {
    const em = db.orm.em.fork();
    const amount = "20000000000000123456789";
    em.create(BridgeProcess, { id: `0x${"1".repeat(64)}`, processType: 91, amount, targetChainId: 31338, createdAt: new Date() });
    await em.flush();
    const row = await db.orm.em.fork().findOneOrFail(BridgeProcess, { id: `0x${"1".repeat(64)}` });
    expect(row.amount).toBe(amount);
  });

  it("takes as a bet's player exactly a lowercase address: 0x and 40 lowercase hex digits", async () => {
    const hex = "0123456789abcdef";
    const good = `0x${"ab12".repeat(10)}`;
    const values = [good, `0x${"0".repeat(40)}`, `0x${"f".repeat(40)}`, good.toUpperCase().replace("0X", "0x"), `0X${good.slice(2)}`, good.slice(0, 41), `${good.slice(0, 41)}é`, `0x${"g".repeat(40)}`,
      `0x${"é".repeat(40)}`, ` ${good.slice(1)}`, `0x${" ".repeat(40)}`, `00${good.slice(2)}`, `0x${"a".repeat(39)}-`, "", "0x",
      ...Array.from({ length: 60 }, (_, i) => `0x${Array.from({ length: 40 }, (_, j) => (i % 3 === 0 && (i + j) % 23 === 0 ? "G" : hex[(i * 31 + j * 17) % 16])).join("")}`)];
    const conn = db.orm.em.fork().getConnection();
    const accepted: string[] = [];
    for (const [i, player] of values.entries()) {
      const inserted = await conn
        .execute(`insert into table_bet (id, round_key, table_id, bet_index, player, kind, amount, placed_at, tx_hash) values (?, 'check', 1, ?, ?, 0, 1, now(), '0x')`, [`check:${i}`, i, player])
        .then(() => true, (e: Error) => (expect(e.message).toMatch(/table_bet_player_lowercase/), false));
      if (inserted) accepted.push(player);
    }
    await conn.execute(`delete from table_bet where round_key = 'check'`);
    expect(accepted).toEqual(values.filter((v) => /^0x[0-9a-f]{40}$/.test(v)));
    expect(accepted.length).toBeGreaterThan(20);
  });

  it("refuses an address that is not lowercase hex", async () => {
    const em = db.orm.em.fork();
    em.create(User, { address: "0xABCDEF0000000000000000000000000000000001" });
    await expect(em.flush()).rejects.toThrow(/lowercase/);
  });
});

describe("notify", () => {
  it("delivers a notice only when the transaction commits", async () => {
    const seen: unknown[] = [];
    const sub = await listen(db.url, [Channel.bridgeProcess], (_ch, payload) => seen.push(payload));
    try {
      await db.orm.em.fork().transactional(async (em: EntityManager) => {
        await notify(em, Channel.bridgeProcess, { id: "rolled-back" });
        throw new Error("abort");
      }).catch(() => undefined);
      await db.orm.em.fork().transactional(async (em: EntityManager) => {
        await notify(em, Channel.bridgeProcess, { id: "committed" });
      });
      await waitFor(() => seen.length > 0);
      await new Promise((r) => setTimeout(r, 100));
      expect(seen).toEqual([{ id: "committed" }]);
    } finally {
      await sub.close();
    }
  });
});
