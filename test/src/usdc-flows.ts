import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { join, resolve } from "node:path";
import type { Platform } from "./platform.js";
import { devWallet } from "./player.js";
import { gql, signIn, type Session } from "./api.js";
import { HOUR, U, send, usdcOn, type UsdcAccount, type UsdcOn } from "./usdc.js";

const root = resolve(new URL("../..", import.meta.url).pathname);

/**
 * USDC ↔ SUSD over the whole platform (SPEC flows 1, 2 and 3): the vault on the asset chain, the indexer,
 * the API, the back office's review queue, the operator's task runner and refill task, and the proof of
 * reserves — balances exact at every step, chain time travelled rather than waited for. Its players are
 * development accounts 2 and 3 (the demo ADMIN is account 5); no other case on the platform may use them.
 */
export function describeUsdcFlowsOverApi(platformOf: () => Platform) {
  describe("USDC flows over the platform", () => {
    let platform: Platform;
    let usdc: UsdcOn;
    let admin: Session;
    let alice: UsdcAccount; // dev account 2: 100,000 USDC and 100,000 SUSD from the demo seeding
    let bob: UsdcAccount; // dev account 3: likewise

    beforeAll(async () => {
      platform = platformOf();
      usdc = usdcOn(platform);
      alice = await usdc.account(2);
      bob = await usdc.account(3);
      admin = await signIn(platform.url, devWallet(5), platform.deployments().assetChain.chainId); // npm start's demo ADMIN
    });
    afterAll(() => usdc?.destroy());

    it("starts with the demo accounts holding USDC and SUSD that came in through the vault, and the reserves holding", async () => {
      expect(await usdc.balances(alice)).toEqual({ usdc: U(100_000), susd: U(100_000) });
      const { reserves } = await gql(platform.url, `{ reserves { usdcHeld liabilities withdrawalsOutstanding susdInFlight holds } }`);
      expect(reserves).toMatchObject({ holds: true, withdrawalsOutstanding: "0", susdInFlight: "0" });
      expect(BigInt(reserves.usdcHeld)).toBe(BigInt(reserves.liabilities));
    });

    it("flow 1: 1,000 USDC becomes 1,000 SUSD at once, indexed as a done type-1 process", async () => {
      const id = await usdc.deposit(alice, U(1_000));
      expect(await usdc.balances(alice)).toEqual({ usdc: U(99_000), susd: U(101_000) });
      expect(await usdc.processRow(alice, id, (p) => p.status === 2)).toMatchObject({ processType: 1, step: 3, transactionState: "confirmed", amount: U(1_000).toString() });
    });

    it("flows 2 and 3: 500 SUSD becomes a withdrawal claimable at once; the claim pays 500 USDC and is a type-3 process", async () => {
      const { withdrawalQuote } = await gql(platform.url, `query($a: TokenAmount!) { withdrawalQuote(amount: $a) { delaySeconds reasons } }`, { a: U(500).toString() }, alice.session.headers);
      expect(withdrawalQuote).toEqual({ delaySeconds: 0, reasons: [] });
      const id = await usdc.request(alice, U(500));
      expect(await usdc.balances(alice)).toEqual({ usdc: U(99_000), susd: U(100_500) });
      expect(await usdc.processRow(alice, id, () => true)).toMatchObject({ processType: 2, status: 1, transactionState: "claimable", queueState: "pending", queueReasons: [] });
      const { claimGasEstimate } = await gql(platform.url, `query($id: String!) { claimGasEstimate(withdrawalId: $id) { gas feePerGasWei costWei costAt10GweiWei } }`, { id }, alice.session.headers);
      expect(BigInt(claimGasEstimate.gas)).toBeGreaterThan(21_000n);
      expect(BigInt(claimGasEstimate.costAt10GweiWei)).toBe(BigInt(claimGasEstimate.gas) * 10n ** 10n);
      const claim = await send(alice.vault, "claim", id);
      expect(await usdc.balances(alice)).toEqual({ usdc: U(99_500), susd: U(100_500) });
      expect(await usdc.processRow(alice, id, (p) => p.status === 2)).toMatchObject({ transactionState: "claimed", queueState: "claimed", step: 3 });
      expect(await usdc.processes(alice, { processTypes: [3] })).toEqual([expect.objectContaining({ withdrawalId: id, processType: 3, status: 2, transactionState: "claimed", amount: U(500).toString() })]);
      expect(claim.status).toBe(1);
    });

    it("a 6,000,000 withdrawal waits for review (12 h ETA) until staff release it; then the player claims it", async () => {
      await usdc.mintUsdc(alice.wallet.address, U(6_000_000));
      await usdc.deposit(alice, U(6_000_000));
      expect(await usdc.balances(alice)).toEqual({ usdc: U(99_500), susd: U(6_100_500) });
      const requestedAt = (await usdc.asset.getBlock("latest"))!.timestamp;
      const id = await usdc.request(alice, U(6_000_000));
      expect(await usdc.balances(alice)).toEqual({ usdc: U(99_500), susd: U(100_500) });
      const queued = await usdc.processRow(alice, id, () => true);
      expect(queued).toMatchObject({ status: 0, transactionState: "processing", queueState: "pending", queueReasons: ["review"] });
      expect(Date.parse(queued.releaseAt) / 1000).toBeGreaterThanOrEqual(requestedAt + 12 * HOUR);
      expect(Date.parse(queued.releaseAt) / 1000).toBeLessThanOrEqual(requestedAt + 12 * HOUR + 5);
      await expect(send(alice.vault, "claim", id)).rejects.toThrow();

      const { adminBridgeTransfers } = await gql(platform.url, `{ adminBridgeTransfers(filter: { queueState: IN_REVIEW }) { edges { node { id reviewable queueReasons player } } } }`, {}, admin.headers);
      expect(adminBridgeTransfers.edges.map((e: { node: unknown }) => e.node)).toEqual([{ id, reviewable: true, queueReasons: ["review"], player: alice.wallet.address.toLowerCase() }]);
      const { adminReleaseWithdrawal } = await gql(platform.url, `mutation($id: ID!) { adminReleaseWithdrawal(id: $id) { id kind } }`, { id }, admin.headers);
      expect(adminReleaseWithdrawal.kind).toBe("withdrawal.release");
      expect(await usdc.processRow(alice, id, (p) => p.queueState === "released", 60_000)).toMatchObject({ status: 1, transactionState: "claimable" });
      const { operationLog } = await gql(platform.url, `query($f: OperationLogFilter) { operationLog(filter: $f) { edges { node { action targetId actorAddress } } } }`, { f: { action: "withdrawal.release" } }, admin.headers);
      expect(operationLog.edges.map((e: { node: unknown }) => e.node)).toEqual([{ action: "withdrawal.release", targetId: id, actorAddress: admin.address }]);

      await send(alice.vault, "claim", id);
      expect(await usdc.balances(alice)).toEqual({ usdc: U(6_099_500), susd: U(100_500) });
    });

    it("a withdrawal over the day's 10,000 is claimable by itself at its 24 h ETA (chain time travelled)", async () => {
      const id = await usdc.request(alice, U(100));
      const waiting = await usdc.processRow(alice, id, () => true);
      expect(waiting).toMatchObject({ status: 0, queueReasons: ["daily"] });
      await usdc.travel(24 * HOUR + 1);
      // The API counts it claimable once it has read the travelled chain time (its reads are cached briefly).
      expect(await usdc.processRow(alice, id, (p) => p.status === 1)).toMatchObject({ status: 1, transactionState: "claimable" });
      await send(alice.vault, "claim", id);
      expect(await usdc.balances(alice)).toEqual({ usdc: U(6_099_600), susd: U(100_400) });
    });

    it("a withdrawal larger than the USDC on hand waits for the refill task, then completes", async () => {
      await usdc.asDeployer("vault", "sweepToReserve", (await usdc.vaultReader.getFunction("onHand")()) as bigint);
      expect(await usdc.vaultReader.getFunction("onHand")()).toBe(0n);
      const id = await usdc.request(bob, U(2_000));
      expect(await usdc.balances(bob)).toEqual({ usdc: U(100_000), susd: U(98_000) });
      // The refill task moves USDC from the reserve and releases it (its only reason was liquidity).
      const released = await usdc.processRow(bob, id, (p) => p.queueState === "released", 60_000);
      expect(released).toMatchObject({ queueReasons: ["liquidity"], status: 1, transactionState: "claimable" });
      await send(bob.vault, "claim", id);
      expect(await usdc.balances(bob)).toEqual({ usdc: U(102_000), susd: U(98_000) });
    });

    it("the reserves hold, in GraphQL and from RPC alone (npm run verify -- --reserves exits 0)", async () => {
      const { reserves } = await gql(platform.url, `{ reserves { usdcHeld usdcInReserve liabilities withdrawalsOutstanding holds surplus } }`);
      expect(reserves).toMatchObject({ holds: true, withdrawalsOutstanding: "0", surplus: "0" });
      const out = await new Promise<{ code: number | null; text: string }>((ok) => {
        const child = spawn(process.execPath, ["--import", "tsx", "scripts/verify/main.ts", "--reserves", "--deployments", join(platform.dataDir, "deployments.json")], { cwd: root });
        let text = "";
        child.stdout.on("data", (b: Buffer) => (text += b.toString()));
        child.stderr.on("data", (b: Buffer) => (text += b.toString()));
        child.on("exit", (code) => ok({ code, text }));
      });
      expect(out.text).toMatch(/PASS/);
      expect(out.code).toBe(0);
    });
  });
}
