import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { join, resolve } from "node:path";
import { Contract, MaxUint256, type ContractTransactionReceipt, type HDNodeWallet } from "ethers";
import usdcAbi from "@sunrise/contracts/abi/TestUSDC.json" with { type: "json" };
import vaultAbi from "@sunrise/contracts/abi/UsdcVault.json" with { type: "json" };
import susdAbi from "@sunrise/contracts/abi/SUSD.json" with { type: "json" };
import { ChainProvider } from "@sunrise/contracts";
import { startPlatform, type Platform } from "./platform.js";
import { devWallet } from "./player.js";
import { gql, signIn, type Session } from "./api.js";
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "./browser.js";
import { connectAndRegister } from "./browser-player.js";
import { connectLocalWallet } from "./browser-session.js";

// USDC ↔ SUSD over the whole platform (SPEC flows 1, 2 and 3): the vault on the asset chain, the indexer,
// the API, the back office's review queue, the operator's task runner and refill task, and the proof of
// reserves — balances exact at every step, chain time travelled rather than waited for.
const U = (n: number | bigint) => BigInt(n) * 1_000_000n;
const HOUR = 3600;
const root = resolve(new URL("../..", import.meta.url).pathname);

let platform: Platform;
let asset: ChainProvider;
let usdcAddress: string;
let vaultAddress: string;
let susdAddress: string;
let admin: Session;

interface Account { wallet: HDNodeWallet; session: Session; usdc: Contract; susd: Contract; vault: Contract }
let alice: Account; // dev account 2: 100,000 USDC and 100,000 SUSD from the demo seeding
let bob: Account; // dev account 3: likewise

const PROCESSES = `query($f: BridgeProcessFilter) { bridgeProcesses(filter: $f, limit: 100) { id withdrawalId processType status step transactionState amount releaseAt queueState queueReasons rejectReason } }`;

async function account(index: number): Promise<Account> {
  const wallet = devWallet(index).connect(asset);
  const session = await signIn(platform.url, wallet, Number((await asset.getNetwork()).chainId));
  return { wallet, session, usdc: new Contract(usdcAddress, usdcAbi, wallet), susd: new Contract(susdAddress, susdAbi, wallet), vault: new Contract(vaultAddress, vaultAbi, wallet) };
}

const balances = async (a: Account) => ({ usdc: (await a.usdc.getFunction("balanceOf")(a.wallet.address)) as bigint, susd: (await a.susd.getFunction("balanceOf")(a.wallet.address)) as bigint });

async function send(c: Contract, fn: string, ...args: unknown[]): Promise<ContractTransactionReceipt> {
  return (await (await c.getFunction(fn)(...args)).wait())!;
}

/** The deployer's key is also the operator's (gas drip, tasks, refills): retry a nonce it raced for. */
async function asDeployer(fn: string, ...args: unknown[]): Promise<void> {
  for (let tries = 0; ; tries++) {
    try {
      await send(new Contract(vaultAddress, vaultAbi, devWallet(0).connect(asset)), fn, ...args);
      return;
    } catch (e) {
      if (tries > 5 || !/nonce/i.test(String(e))) throw e;
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}

function idOf(receipt: ContractTransactionReceipt, vault: Contract, event: string): string {
  for (const log of receipt.logs) {
    const parsed = vault.interface.parseLog(log);
    if (parsed?.name === event) return parsed.args.id as string;
  }
  throw new Error(`no ${event} in the receipt`);
}

async function processRow(who: Account, id: string, until: (p: Record<string, any>) => boolean, timeoutMs = 30_000): Promise<Record<string, any>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { bridgeProcesses } = await gql(platform.url, PROCESSES, {}, who.session.headers);
    const hit = bridgeProcesses.find((p: { id: string }) => p.id === id);
    if (hit && until(hit)) return hit;
    if (Date.now() > deadline) throw new Error(`process ${id} not as expected: ${JSON.stringify(hit)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Moves the asset chain's clock forward. npm start's clock keeper may have stamped the next block with
 * the wall time just before: mine until a block carries the travelled time.
 */
async function travel(seconds: number): Promise<void> {
  const target = (await asset.getBlock("latest"))!.timestamp + seconds;
  await asset.send("evm_increaseTime", [seconds]);
  await asset.send("evm_mine", []);
  for (let i = 0; i < 5 && (await asset.getBlock("latest"))!.timestamp < target; i++) {
    await asset.send("evm_setNextBlockTimestamp", [target]);
    await asset.send("evm_mine", []);
  }
  expect((await asset.getBlock("latest"))!.timestamp).toBeGreaterThanOrEqual(target);
}

async function request(who: Account, amount: bigint): Promise<string> {
  return idOf(await send(who.vault, "requestWithdrawal", amount), who.vault, "WithdrawalRequested");
}

beforeAll(async () => {
  platform = await startPlatform(16400);
  const d = platform.deployments();
  const c = d.assetChain.contracts;
  [usdcAddress, vaultAddress, susdAddress] = [c.USDC!, c.UsdcVault!, c.SUSD!];
  asset = new ChainProvider(platform.assetRpcUrl, d.assetChain.chainId, { pollingInterval: 100 });
  alice = await account(2);
  bob = await account(3);
  admin = await signIn(platform.url, devWallet(5), d.assetChain.chainId); // npm start's demo ADMIN
  for (const a of [alice, bob]) {
    await send(a.usdc, "approve", vaultAddress, MaxUint256); // "approve once"
    await send(a.susd, "approve", vaultAddress, MaxUint256);
  }
}, 360_000);
afterAll(async () => {
  asset?.destroy();
  await platform?.stop();
});

describe("USDC flows over the platform", () => {
  it("starts with the demo accounts holding USDC and SUSD that came in through the vault, and the reserves holding", async () => {
    expect(await balances(alice)).toEqual({ usdc: U(100_000), susd: U(100_000) });
    const { reserves } = await gql(platform.url, `{ reserves { usdcHeld liabilities withdrawalsOutstanding susdInFlight holds } }`);
    expect(reserves).toMatchObject({ holds: true, withdrawalsOutstanding: "0", susdInFlight: "0" });
    expect(BigInt(reserves.usdcHeld)).toBe(BigInt(reserves.liabilities));
  });

  it("flow 1: 1,000 USDC becomes 1,000 SUSD at once, indexed as a done type-1 process", async () => {
    const id = idOf(await send(alice.vault, "deposit", U(1_000)), alice.vault, "UsdcDeposited");
    expect(await balances(alice)).toEqual({ usdc: U(99_000), susd: U(101_000) });
    expect(await processRow(alice, id, (p) => p.status === 2)).toMatchObject({ processType: 1, step: 3, transactionState: "confirmed", amount: U(1_000).toString() });
  });

  it("flows 2 and 3: 500 SUSD becomes a withdrawal claimable at once; the claim pays 500 USDC and is a type-3 process", async () => {
    const { withdrawalQuote } = await gql(platform.url, `query($a: TokenAmount!) { withdrawalQuote(amount: $a) { delaySeconds reasons } }`, { a: U(500).toString() }, alice.session.headers);
    expect(withdrawalQuote).toEqual({ delaySeconds: 0, reasons: [] });
    const id = await request(alice, U(500));
    expect(await balances(alice)).toEqual({ usdc: U(99_000), susd: U(100_500) });
    expect(await processRow(alice, id, () => true)).toMatchObject({ processType: 2, status: 1, transactionState: "claimable", queueState: "pending", queueReasons: [] });
    const { claimGasEstimate } = await gql(platform.url, `query($id: String!) { claimGasEstimate(withdrawalId: $id) { gas feePerGasWei costWei costAt10GweiWei } }`, { id }, alice.session.headers);
    expect(BigInt(claimGasEstimate.gas)).toBeGreaterThan(21_000n);
    expect(BigInt(claimGasEstimate.costAt10GweiWei)).toBe(BigInt(claimGasEstimate.gas) * 10n ** 10n);
    const claim = await send(alice.vault, "claim", id);
    expect(await balances(alice)).toEqual({ usdc: U(99_500), susd: U(100_500) });
    expect(await processRow(alice, id, (p) => p.status === 2)).toMatchObject({ transactionState: "claimed", queueState: "claimed", step: 3 });
    const { bridgeProcesses } = await gql(platform.url, PROCESSES, { f: { processTypes: [3] } }, alice.session.headers);
    expect(bridgeProcesses).toEqual([expect.objectContaining({ withdrawalId: id, processType: 3, status: 2, transactionState: "claimed", amount: U(500).toString() })]);
    expect(claim.status).toBe(1);
  });

  it("a 6,000,000 withdrawal waits for review (12 h ETA) until staff release it; then the player claims it", async () => {
    await send(new Contract(usdcAddress, usdcAbi, devWallet(0).connect(asset)), "mint", alice.wallet.address, U(6_000_000)).catch(async () => {
      await new Promise((r) => setTimeout(r, 500)); // a nonce raced with the operator (same key): once more
      await send(new Contract(usdcAddress, usdcAbi, devWallet(0).connect(asset)), "mint", alice.wallet.address, U(6_000_000));
    });
    await send(alice.vault, "deposit", U(6_000_000));
    expect(await balances(alice)).toEqual({ usdc: U(99_500), susd: U(6_100_500) });
    const requestedAt = (await asset.getBlock("latest"))!.timestamp;
    const id = await request(alice, U(6_000_000));
    expect(await balances(alice)).toEqual({ usdc: U(99_500), susd: U(100_500) });
    const queued = await processRow(alice, id, () => true);
    expect(queued).toMatchObject({ status: 0, transactionState: "processing", queueState: "pending", queueReasons: ["review"] });
    expect(Date.parse(queued.releaseAt) / 1000).toBeGreaterThanOrEqual(requestedAt + 12 * HOUR);
    expect(Date.parse(queued.releaseAt) / 1000).toBeLessThanOrEqual(requestedAt + 12 * HOUR + 5);
    await expect(send(alice.vault, "claim", id)).rejects.toThrow();

    const { adminBridgeTransfers } = await gql(platform.url, `{ adminBridgeTransfers(filter: { queueState: IN_REVIEW }) { edges { node { id reviewable queueReasons player } } } }`, {}, admin.headers);
    expect(adminBridgeTransfers.edges.map((e: { node: unknown }) => e.node)).toEqual([{ id, reviewable: true, queueReasons: ["review"], player: alice.wallet.address.toLowerCase() }]);
    const { adminReleaseWithdrawal } = await gql(platform.url, `mutation($id: ID!) { adminReleaseWithdrawal(id: $id) { id kind } }`, { id }, admin.headers);
    expect(adminReleaseWithdrawal.kind).toBe("withdrawal.release");
    expect(await processRow(alice, id, (p) => p.queueState === "released", 60_000)).toMatchObject({ status: 1, transactionState: "claimable" });
    const { operationLog } = await gql(platform.url, `query($f: OperationLogFilter) { operationLog(filter: $f) { edges { node { action targetId actorAddress } } } }`, { f: { action: "withdrawal.release" } }, admin.headers);
    expect(operationLog.edges.map((e: { node: unknown }) => e.node)).toEqual([{ action: "withdrawal.release", targetId: id, actorAddress: admin.address }]);

    await send(alice.vault, "claim", id);
    expect(await balances(alice)).toEqual({ usdc: U(6_099_500), susd: U(100_500) });
  });

  it("a withdrawal over the day's 10,000 is claimable by itself at its 24 h ETA (chain time travelled)", async () => {
    const id = await request(alice, U(100));
    const waiting = await processRow(alice, id, () => true);
    expect(waiting).toMatchObject({ status: 0, queueReasons: ["daily"] });
    await travel(24 * HOUR + 1);
    // The API counts it claimable once it has read the travelled chain time (its reads are cached briefly).
    expect(await processRow(alice, id, (p) => p.status === 1)).toMatchObject({ status: 1, transactionState: "claimable" });
    await send(alice.vault, "claim", id);
    expect(await balances(alice)).toEqual({ usdc: U(6_099_600), susd: U(100_400) });
  });

  it("a withdrawal larger than the USDC on hand waits for the refill task, then completes", async () => {
    await asDeployer("sweepToReserve", (await new Contract(vaultAddress, vaultAbi, asset).getFunction("onHand")()) as bigint);
    expect(await new Contract(vaultAddress, vaultAbi, asset).getFunction("onHand")()).toBe(0n);
    const id = await request(bob, U(2_000));
    expect(await balances(bob)).toEqual({ usdc: U(100_000), susd: U(98_000) });
    // The refill task moves USDC from the reserve and releases it (its only reason was liquidity).
    const released = await processRow(bob, id, (p) => p.queueState === "released", 60_000);
    expect(released).toMatchObject({ queueReasons: ["liquidity"], status: 1, transactionState: "claimable" });
    await send(bob.vault, "claim", id);
    expect(await balances(bob)).toEqual({ usdc: U(102_000), susd: U(98_000) });
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

// The same flows on /bridge in Chromium: the page's balance panel exact at each step, the review queue
// released from the back office. Screenshots land in SCREENSHOT_DIR when it is set.
describe("USDC on /bridge in a browser", () => {
  let browser: Browser;
  const PLAYER = 4;
  const shots = process.env.SCREENSHOT_DIR;
  beforeAll(async () => {
    browser = await launchBrowser();
    if (shots) mkdirSync(shots, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });
  const newPage = async (width = 1440) => {
    const context = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 844 } });
    context.setDefaultTimeout(90_000);
    return context.newPage();
  };
  const units = async (page: Page, testId: string) => BigInt((await page.getByTestId(testId).getAttribute("data-units")) ?? "-1");
  const expectUnits = (page: Page, testId: string, want: bigint) => expect.poll(() => units(page, testId), { timeout: 60_000 }).toBe(want);

  it("a player swaps USDC for SUSD (approve + deposit), withdraws to USDC and claims it, balances exact on the panel", { timeout: 300_000 }, async () => {
    const wallet = devWallet(PLAYER).connect(asset);
    const usdc = new Contract(usdcAddress, usdcAbi, wallet);
    const susd = new Contract(susdAddress, susdAbi, wallet);
    await send(new Contract(usdcAddress, usdcAbi, devWallet(0).connect(asset)), "mint", wallet.address, U(1_000)).catch(async () => {
      await new Promise((r) => setTimeout(r, 500)); // a nonce raced with the operator (same key): once more
      await send(new Contract(usdcAddress, usdcAbi, devWallet(0).connect(asset)), "mint", wallet.address, U(1_000));
    });
    const page = await newPage();
    await connectAndRegister(page, platform.url, PLAYER);
    await page.goto(`${platform.url}/bridge`);
    const usdc0 = (await usdc.getFunction("balanceOf")(wallet.address)) as bigint;
    const susd0 = (await susd.getFunction("balanceOf")(wallet.address)) as bigint;
    await expectUnits(page, "balance-usdc", usdc0);
    await expectUnits(page, "balance-susd", susd0);
    const total0 = await units(page, "balance-total");

    // Flow 1: the allowance is short, so the page asks for the approval first.
    await page.getByTestId("usdc-amount").fill("200");
    const allowance = (await usdc.getFunction("allowance")(wallet.address, vaultAddress)) as bigint;
    if (allowance < U(200)) await expect.poll(() => page.getByTestId("usdc-approve-needed").textContent()).toContain("Please approve USDC on Bridge Contract");
    await page.getByTestId("usdc-submit").click();
    await expectUnits(page, "balance-usdc", usdc0 - U(200));
    await expectUnits(page, "balance-susd", susd0 + U(200));
    await expectUnits(page, "balance-total", total0 + U(200));
    expect(await usdc.getFunction("allowance")(wallet.address, vaultAddress)).toBe(allowance < U(200) ? 0n : allowance - U(200)); // exactly the amount was approved
    if (shots) {
      await page.screenshot({ path: join(shots, "bridge-1440-en.png"), fullPage: true });
    }

    // Flow 2: quoted claimable at once, requested, claimable on its row.
    await page.getByTestId("usdc-direction-withdraw").click();
    await page.getByTestId("usdc-amount").fill("150");
    await expect.poll(() => page.getByTestId("usdc-quote").getAttribute("data-delay"), { timeout: 30_000 }).toBe("0");
    await page.getByTestId("usdc-submit").click();
    await expectUnits(page, "balance-susd", susd0 + U(50));
    await expectUnits(page, "balance-total", total0 + U(50));
    const row = page.locator('[data-testid="usdc-withdrawal"][data-state="claimable"]');
    await row.waitFor({ timeout: 60_000 });
    await expect.poll(() => row.getByTestId("usdc-claim-gas").textContent(), { timeout: 30_000 }).toMatch(/^Gas about [\d.]+ ETH \(≈ [\d.]+ ETH at 10 gwei\)$/);
    if (shots) {
      await page.screenshot({ path: join(shots, "bridge-claimable-1440-en.png"), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: join(shots, "bridge-390-en.png"), fullPage: true });
      await page.evaluate(() => localStorage.setItem("locale", "ja"));
      await page.reload();
      await page.getByTestId("usdc-form").waitFor();
      await page.screenshot({ path: join(shots, "bridge-390-ja.png"), fullPage: true });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: join(shots, "bridge-1440-ja.png"), fullPage: true });
      await page.evaluate(() => localStorage.setItem("locale", "en"));
      await page.reload();
    }

    // Flow 3: claimed from the page; the row moves to the claim history.
    await page.locator('[data-testid="usdc-withdrawal"][data-state="claimable"]').getByTestId("usdc-claim").click();
    await expectUnits(page, "balance-usdc", usdc0 - U(50));
    await page.getByTestId("usdc-claim-history").waitFor({ timeout: 60_000 });
    await expect.poll(() => page.locator('[data-testid="usdc-withdrawal"]').count(), { timeout: 60_000 }).toBe(0);
    expect(await usdc.getFunction("balanceOf")(wallet.address)).toBe(usdc0 - U(50));
    expect(await susd.getFunction("balanceOf")(wallet.address)).toBe(susd0 + U(50));
    await page.context().close();
  });

  it("staff release a 6,000,000 withdrawal from the back-office review queue", { timeout: 300_000 }, async () => {
    await send(new Contract(usdcAddress, usdcAbi, devWallet(0).connect(asset)), "mint", bob.wallet.address, U(6_000_000)).catch(async () => {
      await new Promise((r) => setTimeout(r, 500));
      await send(new Contract(usdcAddress, usdcAbi, devWallet(0).connect(asset)), "mint", bob.wallet.address, U(6_000_000));
    });
    await send(bob.vault, "deposit", U(6_000_000));
    const id = await request(bob, U(6_000_000));
    await processRow(bob, id, (p) => p.queueState === "pending");
    const page = await newPage();
    await connectLocalWallet(page, platform.url, 5); // npm start's demo ADMIN
    await page.goto(`${platform.url}/admin/bridge-review`);
    const row = page.locator("tr", { hasText: "6,000,000" });
    await row.waitFor({ timeout: 60_000 });
    if (shots) await page.screenshot({ path: join(shots, "review-1440-en.png"), fullPage: true });
    await row.getByRole("button", { name: "Release early" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Release early" }).click();
    expect(await processRow(bob, id, (p) => p.queueState === "released", 60_000)).toMatchObject({ status: 1, transactionState: "claimable" });
    await page.getByText("Nothing waiting").waitFor({ timeout: 60_000 });
    await page.context().close();
  });
});
