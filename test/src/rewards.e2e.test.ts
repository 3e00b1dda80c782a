import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Contract, hexlify, randomBytes, Wallet } from "ethers";
import type { Browser, Page } from "playwright-core";
import susdAbi from "@sunrise/contracts/abi/SUSD.json" with { type: "json" };
import stakingAbi from "@sunrise/contracts/abi/Staking.json" with { type: "json" };
import tableAbi from "@sunrise/contracts/abi/GameTable.json" with { type: "json" };
import { ChainProvider, depositAtCashier } from "@sunrise/contracts";
import { RouletteBet } from "@sunrise/games";
import { startPlatform, type Platform } from "./platform.js";
import { launchBrowser } from "./browser.js";
import { connectAndRegister, fundGameWallet } from "./browser-player.js";
import { devWallet } from "./player.js";
import { gql, signIn } from "./api.js";
import { tableRounds } from "./table-rounds.js";
import { decryptPrivateKey, deriveSecret, secretMessage } from "../../client/src/shared/wallet/sunc-crypto.js";

// The staking program and the affiliate program over the platform as `npm start` runs it (one-minute
// staking rounds): stake on /reward → a round paying its share of real house revenue ends → the
// reward is claimable → claim → the claim shows in the history live; an affiliate's link → a new
// player registers → appears in the referral list → bets → the day's commission is published at
// 0:30 UTC (the game chain's clock, time travelled) → withdrawn on chain.
let platform: Platform;
let browser: Browser;
let page: Page;
let referred: Page;
let asset: ChainProvider;
let game: ChainProvider;
const STAKER = 1;
const REFERRED = 2;
const CODE = "SunriseE2E";
const SUSD = (n: number) => BigInt(n) * 1_000_000n;
const text = (testid: string, p: Page = page) => p.getByTestId(testid).first().textContent();

beforeAll(async () => {
  platform = await startPlatform(16200, { env: { DEALER_BETTING_SECONDS: "8", STAKING_ROUND_SECONDS: "60", STAKING_REVENUE_SHARE_BPS: "5000" } });
  const d = platform.deployments();
  asset = new ChainProvider(platform.assetRpcUrl, d.assetChain.chainId, { pollingInterval: 100 });
  game = new ChainProvider(platform.gameRpcUrl, d.gameChain.chainId, { pollingInterval: 100 });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await connectAndRegister(page, platform.url, STAKER);
}, 400_000);
afterAll(async () => {
  asset?.destroy();
  game?.destroy();
  await browser?.close();
  await platform?.stop();
});

/** The referred player's game wallet, decrypted as the client does with the main wallet's secret signature. */
async function gameWalletOf(account: number): Promise<Wallet> {
  const main = devWallet(account);
  const session = await signIn(platform.url, main, platform.deployments().assetChain.chainId);
  const { me } = await gql(platform.url, `{ me { sunc { encryptedPrivateKey } } }`, {}, session.headers);
  return new Wallet(await decryptPrivateKey(me.sunc.encryptedPrivateKey, deriveSecret(await main.signMessage(secretMessage(main.address)))), game);
}

const assetSusd = () => new Contract(platform.deployments().assetChain.contracts.SUSD!, susdAbi, asset);

describe("affiliate link and registration", () => {
  it("an affiliate creates a code, and a player registering through its link appears in the referral list", async () => {
    await page.goto(`${platform.url}/affiliate`);
    await page.getByTestId("affiliate-join-button").click();
    await page.getByTestId("affiliate-code-input").fill("abc");
    await page.getByTestId("affiliate-code-create").click();
    expect(await text("affiliate-code-error")).toContain("6 to 20 letters or digits");
    await page.getByTestId("affiliate-code-input").fill(CODE);
    await page.getByTestId("affiliate-code-create").click();
    await page.locator(`[data-testid="affiliate-code"][data-code="${CODE}"]`).waitFor({ timeout: 15_000 });
    expect(await text("affiliate-link")).toBe(`${platform.url}/?ref=${CODE}`);
    // The same code in another case is taken.
    await page.getByTestId("affiliate-code-input").fill(CODE.toUpperCase());
    await page.getByTestId("affiliate-code-create").click();
    await expect.poll(() => text("affiliate-code-error"), { timeout: 15_000 }).toContain("This code is already exist");

    referred = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await connectAndRegister(referred, `${platform.url}/?ref=${CODE.toLowerCase()}`, REFERRED);
    await page.reload();
    const masked = devWallet(REFERRED).address.toLowerCase();
    await expect.poll(() => text("affiliate-referral"), { timeout: 15_000 }).toContain(`${masked.slice(0, 6)}…${masked.slice(-4)}`);
  });
});

describe("staking on /reward", () => {
  it("stakes SUSD with a transaction and shows the points the contract counts", async () => {
    await page.goto(`${platform.url}/reward`);
    const panel = page.getByTestId("reward-stake-staking");
    await panel.waitFor({ timeout: 30_000 });
    expect(await page.getByTestId("reward-pool").count()).toBe(2);
    await panel.getByTestId("reward-amount").fill("100");
    await panel.getByTestId("reward-stake").click();
    await expect.poll(() => panel.getByTestId("reward-points").textContent(), { timeout: 60_000 }).toBe("100");
    const staking = new Contract(platform.deployments().assetChain.contracts.Staking!, stakingAbi, asset);
    expect(await staking.getFunction("pointsOf")(platform.deployments().assetChain.contracts.SUSD!, devWallet(STAKER).address)).toBe(SUSD(100));
    expect(await page.getByTestId("reward-countdown").textContent()).toMatch(/^\d+:\d\d$|Ending/);
  }, 120_000);

  it("a round paying its share of the referred player's losses ends, the reward is claimable, and the claim shows in the history live", async () => {
    // The referred player covers all 37 roulette numbers with 1 SUSD: one wins 36, the house keeps exactly 1 SUSD.
    const wallet = await gameWalletOf(REFERRED);
    await fundGameWallet(platform, REFERRED, SUSD(100));
    const tableAddress = platform.deployments().gameChain.contracts["GameTable:1"]!;
    const game = platform.deployments().gameChain.contracts;
    await depositAtCashier(wallet, game.Cashier!, game.SUSD!, SUSD(37));
    const rounds = tableRounds(platform.url);
    const roundId = await rounds.freshRound(1, 4);
    const bets = Array.from({ length: 37 }, (_, n) => ({ kind: RouletteBet.STRAIGHT, numbers: [n], amount: SUSD(1) }));
    await (await new Contract(tableAddress, tableAbi, wallet).getFunction("placeBets")(roundId, bets, hexlify(randomBytes(32)))).wait();
    await rounds.settledRound(1, roundId);

    const panel = page.getByTestId("reward-stake-staking");
    // The round whose window holds the bets publishes 50% of the 1 SUSD: 0.5 SUSD, all of it to the only staker.
    await expect.poll(() => panel.getByTestId("reward-claimable").textContent(), { timeout: 240_000, interval: 1000 }).not.toBe("-");
    const staking = new Contract(platform.deployments().assetChain.contracts.Staking!, stakingAbi, asset);
    const claimable = (await staking.getFunction("pendingReward")(platform.deployments().assetChain.contracts.SUSD!, devWallet(STAKER).address)) as bigint;
    // endRound's per-share rounding keeps at most a unit or two back as dust for the next round.
    expect(claimable).toBeGreaterThanOrEqual(499_998n);
    expect(claimable).toBeLessThanOrEqual(500_000n);
    const { stakingRoundHistory } = await gql(platform.url, `{ stakingRoundHistory(limit: 10) { roundId endedAt totalReward figures { bets houseNet reward } } }`);
    const paying = stakingRoundHistory.find((r: { figures: { bets: number } | null }) => r.figures?.bets === 37);
    expect(paying).toMatchObject({ totalReward: "500000", figures: { houseNet: "1000000", reward: "500000" } });
    expect(paying.endedAt).not.toBeNull();

    const before = (await assetSusd().getFunction("balanceOf")(devWallet(STAKER).address)) as bigint;
    expect(await page.getByTestId("reward-claim-row").count()).toBe(0);
    await panel.getByTestId("reward-claim").click();
    // No reload: the indexed TokenClaimed arrives through the subscription.
    await page.getByTestId("reward-claim-row").waitFor({ timeout: 60_000 });
    const after = (await assetSusd().getFunction("balanceOf")(devWallet(STAKER).address)) as bigint;
    expect(after - before).toBe(claimable);
    expect(await page.getByTestId("reward-claims").textContent()).toContain(`0.${claimable.toString().padStart(6, "0")}`.replace(/0+$/, ""));
    await expect.poll(() => panel.getByTestId("reward-claimable").textContent(), { timeout: 30_000 }).toBe("-");
  }, 420_000);
});

describe("affiliate commission", () => {
  it("shows today's running commission, publishes the day at 0:30 UTC of the game chain's next day, and pays the withdrawal on chain", async () => {
    await page.goto(`${platform.url}/affiliate`);
    // 37 SUSD at roulette (2.7027%) at 10%: 0.099999 SUSD.
    await expect.poll(() => text("affiliate-today"), { timeout: 30_000 }).toContain("0.099999");
    expect(await text("affiliate-earnings")).toBe("-");

    const now = (await game.getBlock("latest"))!.timestamp;
    const nextDay = Math.floor(now / 86_400 + 1) * 86_400;
    // 0:31 UTC the next day on the game chain, the clock the publishing job reads (the 0:29 boundary is the operator's test's).
    await game.send("evm_increaseTime", [nextDay + 31 * 60 - now]);
    await game.send("evm_mine", []);
    await expect.poll(() => text("affiliate-earnings"), { timeout: 60_000 }).toBe("0.099999");
    expect(await text("affiliate-referral-commission")).toBe("0.099999");

    const before = (await assetSusd().getFunction("balanceOf")(devWallet(STAKER).address)) as bigint;
    await page.getByTestId("affiliate-withdraw").click();
    await page.locator('[data-testid="affiliate-withdrawal"][data-state="success"]').waitFor({ timeout: 60_000 });
    const after = (await assetSusd().getFunction("balanceOf")(devWallet(STAKER).address)) as bigint;
    expect(after - before).toBe(99_999n);
    expect(await text("affiliate-withdrawal-tx")).toMatch(/^0x[0-9a-f]{8}…[0-9a-f]{6}$/);
    expect(await text("affiliate-available")).toBe("-");
  }, 180_000);
});

describe("screens", () => {
  it("renders /reward and /affiliate at 1440 and 390 px in English and Japanese", async () => {
    const dir = process.env.REWARDS_SCREENSHOTS;
    if (dir) mkdirSync(dir, { recursive: true });
    for (const [width, height] of [[1440, 900], [390, 844]] as const) {
      for (const locale of ["en", "ja"] as const) {
        await page.setViewportSize({ width, height });
        await page.context().addCookies([{ name: "sunrise-locale", value: locale, url: platform.url }]);
        for (const path of ["reward", "affiliate"]) {
          await page.goto(`${platform.url}/${path}`);
          await page.getByTestId(path === "reward" ? "reward-stake-staking" : "affiliate-today").waitFor({ timeout: 30_000 });
          // Nothing wider than the screen.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          if (dir) await page.screenshot({ path: `${dir}/${path}-${width}-${locale}.png`, fullPage: true });
        }
      }
    }
  }, 120_000);
});
