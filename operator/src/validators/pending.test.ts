import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BridgeProcess, BridgeVote } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { pendingFor } from "./pending.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.close());

const V1 = "0x00000000000000000000000000000000000000a1";
const id = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;

describe("pending withdrawals for a validator", () => {
  it("lists indexed, unminted withdrawals the validator has not voted on, oldest first", async () => {
    const em = db.orm.em.fork();
    const base = { processType: 91, amount: "100000000", targetChainId: 31338, withdrawTxHash: `0x${"1".repeat(64)}` };
    em.create(BridgeProcess, { ...base, id: id(1), createdAt: new Date("2026-11-22T10:00:02Z") });
    em.create(BridgeProcess, { ...base, id: id(2), createdAt: new Date("2026-11-22T10:00:01Z") });
    em.create(BridgeProcess, { ...base, id: id(3), createdAt: new Date(), status: 2, step: 3 });
    em.create(BridgeProcess, { ...base, id: id(4), createdAt: new Date(), withdrawTxHash: null });
    em.create(BridgeProcess, { ...base, id: id(5), createdAt: new Date() });
    em.create(BridgeVote, { id: `${id(5)}:${V1}`, withdrawalId: id(5), validator: V1, chainId: 31338, txHash: `0x${"2".repeat(64)}`, blockNumber: 1, votedAt: new Date() });
    await em.flush();
    const pending = await pendingFor(db.orm.em.fork(), V1.toUpperCase().replace("0X", "0x"));
    expect(pending.map((p) => p.id)).toEqual([id(2), id(1)]);
    const other = await pendingFor(db.orm.em.fork(), "0x00000000000000000000000000000000000000a2");
    expect(other.map((p) => p.id).sort()).toEqual([id(1), id(2), id(5)]);
    expect((await pendingFor(db.orm.em.fork(), V1, 1)).map((p) => p.id)).toEqual([id(2)]);
  });
});
