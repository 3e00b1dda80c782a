import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PlayerProtection, PlayerProtectionEvent } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { metaAt, runBatch } from "../_test/handlers.js";
import { onBreakStarted, onLimitsPending, onPlayResumed, onProtectionLimitsSet, onResumeRequested } from "./cashier.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.close());

const ACCOUNT = `0x${"ab".repeat(20)}`;
const seconds = (block: number) => BigInt(metaAt(block).timestamp.getTime() / 1000);
const limits = (dailyLoss: bigint) => ({ singleBet: 0n, dailyLoss, weeklyLoss: 0n, monthlyLoss: 0n, dailyMinutes: 0 });
const row = () => db.orm.em.fork().findOneOrFail(PlayerProtection, { account: ACCOUNT });

describe("cashier handlers", () => {
  it("keeps a resume request through a later time-out and clears the exclusion once play resumes", async () => {
    await runBatch(db, 10, (ctx) => onBreakStarted(ctx, 0, { account: ACCOUNT, period: 5, until: seconds(10) + 100n, selfExclusion: true, byStaff: false }));
    await runBatch(db, 20, (ctx) => onResumeRequested(ctx, 0, { account: ACCOUNT, resumeAt: seconds(20) + 50n }));
    const notices = await runBatch(db, 21, (ctx) => onBreakStarted(ctx, 1, { account: ACCOUNT, period: 1, until: seconds(21) + 86_400n, selfExclusion: true, byStaff: true }));
    expect(notices).toEqual([["responsible_gaming", { addresses: [ACCOUNT] }]]);
    expect(await row()).toMatchObject({ excluded: true, resumeAt: new Date(Number(seconds(20) + 50n) * 1000), blockedUntil: new Date(Number(seconds(21) + 86_400n) * 1000) });
    await runBatch(db, 30, (ctx) => onPlayResumed(ctx, 0, { account: ACCOUNT }));
    expect(await row()).toMatchObject({ excluded: false, resumeAt: null });
    const staff = await db.orm.em.fork().findOneOrFail(PlayerProtectionEvent, { id: `${metaAt(21).txHash}:1` });
    expect(staff).toMatchObject({ kind: "break_started", period: 1, selfExclusion: false, byStaff: true, blockNumber: 21 });
  });

  it("keeps a pending request until its time, then drops it with the LimitsSet that applies it", async () => {
    await runBatch(db, 40, async (ctx) => {
      await onProtectionLimitsSet(ctx, 0, { account: ACCOUNT, limits: limits(10n) });
      await onLimitsPending(ctx, 1, { account: ACCOUNT, limits: limits(20n), effectiveAt: seconds(45) });
    });
    await runBatch(db, 41, (ctx) => onProtectionLimitsSet(ctx, 0, { account: ACCOUNT, limits: limits(8n) }));
    expect(await row()).toMatchObject({ dailyLoss: "8", pending: { dailyLoss: "20" }, pendingAt: metaAt(45).timestamp });
    await runBatch(db, 45, (ctx) => onProtectionLimitsSet(ctx, 0, { account: ACCOUNT, limits: limits(20n) }));
    expect(await row()).toMatchObject({ dailyLoss: "20", pending: null, pendingAt: null });
  });
});
