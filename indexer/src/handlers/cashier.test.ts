// End to end on a real game chain: players' limit changes, breaks and staff bans on the cashier are
// indexed (src/main.ts) into the same state the contract's views report, with a history row per event.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Contract, type Wallet } from "ethers";
import cashierAbi from "@sunrise/contracts/abi/Cashier.json" with { type: "json" };
import { ChainProvider, deploySuite, writeDeployments } from "@sunrise/contracts";
import { PlayerProtection, PlayerProtectionEvent } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { devWallet, startChild, startHardhat, type Child, type LocalChain } from "../_test/chain.js";

const DAY = 86_400;
let db: TestDatabase;
let chains: LocalChain[];
let game: LocalChain;
let indexer: Child;
let dir: string;
let provider: ChainProvider;
let cashierAddress: string;

const [ALICE, BOB, CAROL] = [1, 2, 3].map((i) => devWallet(i).address.toLowerCase()) as [string, string, string];
const cashier = (who: number) => new Contract(cashierAddress, cashierAbi, devWallet(who).connect(provider) as unknown as Wallet);
async function call(who: number, fn: string, ...args: unknown[]) {
  await (await cashier(who).getFunction(fn)(...args)).wait();
}
const limits = (singleBet: number, dailyLoss: number, weeklyLoss: number, monthlyLoss: number, dailyMinutes: number) => ({ singleBet, dailyLoss, weeklyLoss, monthlyLoss, dailyMinutes });
const em = () => db.orm.em.fork();
const seconds = (d: Date | null | undefined) => (d ? d.getTime() / 1000 : 0);

/** The indexed row in the shape of the contract's limitsOf / statusOf answers. */
async function indexed(account: string) {
  const r = await em().findOneOrFail(PlayerProtection, { account });
  const current = [r.singleBet, r.dailyLoss, r.weeklyLoss, r.monthlyLoss].map(BigInt).concat(BigInt(r.dailyMinutes));
  const p = r.pending;
  const pending = p ? [p.singleBet, p.dailyLoss, p.weeklyLoss, p.monthlyLoss].map(BigInt).concat(BigInt(p.dailyMinutes)) : [0n, 0n, 0n, 0n, 0n];
  return { current, pending, pendingAt: BigInt(seconds(r.pendingAt)), blockedUntil: BigInt(seconds(r.blockedUntil)), excluded: r.excluded, resumeAt: BigInt(seconds(r.resumeAt)), banned: r.banned };
}

async function onChain(account: string) {
  const c = cashier(0);
  const [current, pending, pendingAt] = await c.getFunction("limitsOf")(account);
  const s = await c.getFunction("statusOf")(account);
  return { current: [...current], pending: [...pending], pendingAt, blockedUntil: s.blockedUntil, excluded: s.excluded, resumeAt: s.resumeAt, banned: s.banned };
}

beforeAll(async () => {
  db = await createTestDatabase();
  chains = await Promise.all([startHardhat("assetChain"), startHardhat("gameChain")]);
  const [asset, g] = chains as [LocalChain, LocalChain];
  game = g;
  const deployments = await deploySuite({
    assetRpcUrl: asset.url, gameRpcUrl: game.url, deployerKey: devWallet(0).privateKey, validators: [devWallet(7).address], minValidator: 1, seedAccounts: [], seedAmount: 0n,
  });
  cashierAddress = deployments.gameChain.contracts.Cashier!;
  provider = new ChainProvider(game.url, deployments.gameChain.chainId, { pollingInterval: 50 });
  dir = mkdtempSync(join(tmpdir(), "sunrise-cashier-"));
  writeDeployments(join(dir, "deployments.json"), deployments);
  indexer = startChild(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: resolve(new URL("../..", import.meta.url).pathname),
    env: { DATABASE_URL: db.url, DEPLOYMENTS_FILE: join(dir, "deployments.json"), INDEXER_CHAIN: "game", FINALITY_CONFIRMATIONS: "1", HEAD_POLL_INTERVAL_MS: "100", INDEXER_METRICS_PORT: "0" },
  });
}, 240_000);

afterAll(async () => {
  await indexer?.stop();
  provider?.destroy();
  await Promise.all((chains ?? []).map((c) => c.stop()));
  if (dir) rmSync(dir, { recursive: true, force: true });
  await db?.close();
});

describe("cashier indexing", () => {
  it("keeps each account's limits, pending request, breaks and ban equal to the contract's views", async () => {
    await call(2, "takeBreak", 5);
    await game.rpc("evm_increaseTime", [184 * DAY]);
    await call(2, "requestResume");
    await call(1, "setLimits", limits(100, 50, 200, 500, 60));
    await call(1, "setLimits", limits(100, 80, 200, 500, 30)); // looser daily loss: pending; play time tighter at once
    await call(0, "staffTimeOut", ALICE, 2);
    await call(0, "setBanned", ALICE, true);
    await call(3, "setLimits", limits(10, 0, 0, 0, 0));
    await call(3, "setLimits", limits(0, 0, 0, 0, 0));
    await call(3, "cancelPendingLimits");
    await call(0, "setBanned", CAROL, true);
    await call(0, "setBanned", CAROL, false);

    await vi.waitFor(async () => expect(await em().count(PlayerProtectionEvent, {}), indexer.output()).toBe(13), { timeout: 60_000, interval: 200 });
    for (const account of [ALICE, BOB, CAROL]) expect(await indexed(account), account).toEqual(await onChain(account));
    expect(await indexed(ALICE)).toMatchObject({ current: [100n, 50n, 200n, 500n, 30n], pending: [100n, 80n, 200n, 500n, 30n], banned: true });
    expect(await indexed(BOB)).toMatchObject({ excluded: true });
    expect((await indexed(BOB)).resumeAt).toBeGreaterThan(0n);
  });

  it("records every change with its block time and transaction, and whether staff made it", async () => {
    const history = await em().find(PlayerProtectionEvent, { account: ALICE }, { orderBy: { blockNumber: "asc", id: "asc" } });
    expect(history.map((h) => h.kind)).toEqual(["limits_set", "limits_set", "limits_pending", "break_started", "ban_set"]);
    expect(history[3]).toMatchObject({ period: 2, selfExclusion: false, byStaff: true });
    const receipt = await provider.getTransactionReceipt(history[4]!.txHash);
    expect(receipt?.blockNumber).toBe(history[4]!.blockNumber);
    const block = await provider.getBlock(history[4]!.blockNumber);
    expect(history[4]!.timestamp.getTime()).toBe(block!.timestamp * 1000);
    const bob = await em().find(PlayerProtectionEvent, { account: BOB }, { orderBy: { blockNumber: "asc" } });
    expect(bob.map((h) => [h.kind, h.period, h.selfExclusion, h.byStaff])).toEqual([["break_started", 5, true, false], ["resume_requested", null, null, null]]);
  });

  it("applies a pending request that came due as the contract does, without a cancellation event", async () => {
    await game.rpc("evm_increaseTime", [8 * DAY]);
    await call(1, "setLimits", limits(100, 40, 200, 500, 30)); // applies the due request, then tightens the daily loss
    await vi.waitFor(async () => expect((await indexed(ALICE)).current[1]).toBe(40n), { timeout: 30_000, interval: 200 });
    expect(await indexed(ALICE)).toEqual(await onChain(ALICE));
    expect((await indexed(ALICE)).pendingAt).toBe(0n);
  });
});
