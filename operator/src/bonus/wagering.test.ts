import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Bonus, TableBet, WalletPair } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { bonusesReadyToClaim } from "./wagering.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.close());

const ETH = "0x00000000000000000000000000000000000000e1";
const BURN = "0x00000000000000000000000000000000000000b1";
const hex = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;

describe("bonus wagering", () => {
  it("is ready to claim once the paired game wallet wagered 10× the bonus since the deposit", async () => {
    const em = db.orm.em.fork();
    const depositedAt = new Date("2026-11-22T10:00:00Z");
    em.create(WalletPair, { ethAddress: ETH, burnAddress: BURN, txHash: hex(1), blockNumber: 1 });
    em.create(Bonus, { id: hex(10), address: ETH, depositAmount: "500000000", bonusAmount: "50000000", depositTx: hex(11), depositedAt, expiredAt: new Date("2099-01-01") });
    const bet = (i: number, amount: string, placedAt: Date) =>
      em.create(TableBet, { id: `r:${i}`, roundKey: "r", tableId: 1, betIndex: i, player: BURN, kind: 1008, amount, placedAt, txHash: hex(100 + i) });
    bet(0, "400000000", new Date("2026-11-22T09:00:00Z")); // before the deposit: does not count
    bet(1, "300000000", new Date("2026-11-22T11:00:00Z"));
    await em.flush();
    expect(await bonusesReadyToClaim(db.orm.em.fork(), new Date("2026-11-23"))).toEqual([]);
    bet(2, "200000000", new Date("2026-11-22T12:00:00Z"));
    await em.flush();
    expect(await bonusesReadyToClaim(db.orm.em.fork(), new Date("2026-11-23"))).toEqual([{ txId: hex(10), requirement: 500_000_000n }]);
    expect(await bonusesReadyToClaim(db.orm.em.fork(), new Date("2100-01-01"))).toEqual([]); // expired
  });
});
