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
