import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BridgeProcess, type Channel, type EntityManager } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { Batch } from "../store/batch.js";
import { transactionStore } from "../store/store.js";
import { BATCH_ENTITIES } from "../store/mikro-database.js";
import type { EventMeta, HandlerContext } from "./context.js";
import { onUsdcDeposited, onWithdrawalClaimed, onWithdrawalRejected, onWithdrawalReleased, onWithdrawalRequested } from "./usdc-vault.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.close());

const PLAYER = "0x00000000000000000000000000000000000000e1";
const STAFF = "0x00000000000000000000000000000000000000f1";
const AT = Date.UTC(2026, 10, 29, 10, 0, 0);
let n = 0;
const wid = () => `0x${(++n).toString(16).padStart(64, "c")}`;
const meta = (blockNumber: number, seconds = 0): EventMeta => ({
  role: "asset",
  chainId: 31337,
  blockNumber,
  blockHash: `0x${String(blockNumber).padStart(64, "b")}`,
  timestamp: new Date(AT + seconds * 1000),
  txHash: `0x${String(blockNumber).padStart(64, "0")}`,
});
const epoch = (seconds: number) => BigInt(AT / 1000 + seconds);

async function batch(m: EventMeta, fn: (ctx: HandlerContext) => Promise<void>): Promise<[Channel, object][]> {
  const notices: [Channel, object][] = [];
  await db.orm.em.fork().transactional(async (em: EntityManager) => {
    const store = transactionStore(await Batch.open(em, BATCH_ENTITIES), em, notices);
    await fn({ store, meta: m });
    await store.finish();
  });
  return notices;
}
const row = (id: string) => db.orm.em.fork().findOneOrFail(BridgeProcess, { id });

describe("USDC vault handlers", () => {
  it("records a flow-1 deposit as a done swap to stablecoin (type 1) and notifies the player", async () => {
    const id = wid();
    const notices = await batch(meta(100), (ctx) => onUsdcDeposited(ctx, { id, from: PLAYER, to: PLAYER, amount: 500_000_000n }));
    expect(notices).toEqual([["bridge_process", { id, address: PLAYER }], ["balance", { addresses: [PLAYER, PLAYER] }]]);
    expect(await row(id)).toMatchObject({ processType: 1, status: 2, step: 3, amount: "500000000", address: PLAYER, sourceChainId: 31337, targetChainId: 31337, mintTxHash: meta(100).txHash });
  });

  it("makes a withdrawal due at once claimable (status 1) and one with an ETA waiting (status 0) with its reasons", async () => {
    const now = wid();
    const later = wid();
    await batch(meta(110), async (ctx) => {
      await onWithdrawalRequested(ctx, { id: now, player: PLAYER, amount: 100_000_000n, releaseAt: epoch(0), reasons: 0 });
      await onWithdrawalRequested(ctx, { id: later, player: PLAYER, amount: 6_000_000_000_000n, releaseAt: epoch(12 * 3600), reasons: 1 });
    });
    expect(await row(now)).toMatchObject({ processType: 2, status: 1, queueState: "pending", queueReasons: 0 });
    expect(await row(later)).toMatchObject({ processType: 2, status: 0, step: 1, queueState: "pending", queueReasons: 1, releaseAt: new Date(AT + 12 * 3600 * 1000) });
  });

  it("follows release, claim (a type-3 row naming the withdrawal) and rejection with its reason", async () => {
    const released = wid();
    const rejected = wid();
    const claimId = wid();
    await batch(meta(120), async (ctx) => {
      await onWithdrawalRequested(ctx, { id: released, player: PLAYER, amount: 6_000_000_000_000n, releaseAt: epoch(12 * 3600), reasons: 1 });
      await onWithdrawalRequested(ctx, { id: rejected, player: PLAYER, amount: 6_000_000_000_000n, releaseAt: epoch(12 * 3600), reasons: 1 });
    });
    await batch(meta(121, 60), (ctx) => onWithdrawalReleased(ctx, { id: released, by: STAFF }));
    expect(await row(released)).toMatchObject({ status: 1, queueState: "released", reviewedBy: STAFF, releaseAt: new Date(AT + 60_000) });
    await batch(meta(122, 90), (ctx) => onWithdrawalRejected(ctx, { id: rejected, by: STAFF, reason: "source of funds unclear" }));
    expect(await row(rejected)).toMatchObject({ status: 2, queueState: "rejected", rejectReason: "source of funds unclear", reviewedBy: STAFF });
    const notices = await batch(meta(123, 120), (ctx) => onWithdrawalClaimed(ctx, { id: released, claimId, player: PLAYER, amount: 6_000_000_000_000n }));
    expect(notices.filter(([c]) => c === "bridge_process")).toEqual([["bridge_process", { id: released, address: PLAYER }], ["bridge_process", { id: claimId, address: PLAYER }]]);
    expect(await row(released)).toMatchObject({ status: 2, step: 3, queueState: "claimed", mintTxHash: meta(123).txHash });
    expect(await row(claimId)).toMatchObject({ processType: 3, status: 2, withdrawalId: released, amount: "6000000000000", mintTxHash: meta(123).txHash });
  });

  it("ignores a replayed request instead of resetting a claimed withdrawal", async () => {
    const id = wid();
    const ev = { id, player: PLAYER, amount: 100_000_000n, releaseAt: epoch(0), reasons: 0 };
    await batch(meta(130), (ctx) => onWithdrawalRequested(ctx, ev));
    await batch(meta(131), (ctx) => onWithdrawalClaimed(ctx, { id, claimId: wid(), player: PLAYER, amount: 100_000_000n }));
    await batch(meta(130), (ctx) => onWithdrawalRequested(ctx, ev));
    expect(await row(id)).toMatchObject({ queueState: "claimed", status: 2 });
  });
});
