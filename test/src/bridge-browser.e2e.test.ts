import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Contract } from "ethers";
import type { Browser, Page } from "playwright-core";
import assetBridgeAbi from "@sunrise/contracts/abi/AssetChainBridge.json" with { type: "json" };
import susdAbi from "@sunrise/contracts/abi/SUSD.json" with { type: "json" };
import cashierAbi from "@sunrise/contracts/abi/Cashier.json" with { type: "json" };
import { ChainProvider } from "@sunrise/contracts";
import { startPlatform, type Platform } from "./platform.js";
import { launchBrowser } from "./browser.js";
import { connectAndRegister } from "./browser-player.js";
import { chainConfig, devWallet, type ChainConfig } from "./player.js";
import { bridgeOnPage } from "./bridge-page.js";
import { describeUsdcInTheBrowser } from "./usdc-browser.js";
import { describeUsdcJourney } from "./usdc-journey.js";
import { describeWalletConnect } from "./wallet-connect.js";

// Players in a real browser, on one platform: a whole first visit (Local wallet → sign in → register →
// bridge there and back, account 1), then the USDC flows on /bridge, a round trip from USDC to a bet
// and back, and a phone wallet over WalletConnect — each on development accounts of its own.
let platform: Platform;
let browser: Browser;
let page: Page;
let cfg: ChainConfig;
const ACCOUNT = 1;
const player = devWallet(ACCOUNT).address;
const SUSD = (n: number) => BigInt(n) * 1_000_000n;

beforeAll(async () => {
  // Rounds short enough for the lobby to turn them while watched, long enough to bet on from a table screen.
  platform = await startPlatform(14400, { env: { DEALER_BETTING_SECONDS: "10" } });
  cfg = await chainConfig(platform.url);
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function tokenBalance(rpc: string, chainId: number, token: string, who: string): Promise<bigint> {
  const p = new ChainProvider(rpc, chainId);
  try {
    return (await new Contract(token, susdAbi, p).getFunction("balanceOf")(who)) as bigint;
  } finally {
    p.destroy();
  }
}

/** What the game wallet can bet: its cashier balance plus any game SUSD it holds itself. */
async function gameBalance(who: string): Promise<bigint> {
  const p = new ChainProvider(platform.gameRpcUrl, cfg.gameChainId);
  try {
    const [held, atCashier] = await Promise.all([new Contract(cfg.gameSusd, susdAbi, p).getFunction("balanceOf")(who), new Contract(cfg.cashier, cashierAbi, p).getFunction("balanceOf")(who)]);
    return (held as bigint) + (atCashier as bigint);
  } finally {
    p.destroy();
  }
}

async function gameWalletOf(eth: string): Promise<string> {
  const p = new ChainProvider(platform.assetRpcUrl, cfg.assetChainId);
  try {
    return (await new Contract(cfg.assetBridge, assetBridgeAbi, p).getFunction("getPairAddressByETH")(eth)) as string;
  } finally {
    p.destroy();
  }
}

describe("player in the browser", () => {
  it("connects the Local wallet, signs in and registers a game wallet", async () => {
    // Registration ends by reloading the page; the stored login is restored for the same wallet and account.
    await connectAndRegister(page, platform.url, ACCOUNT);
    await expect.poll(() => gameWalletOf(player), { timeout: 30_000 }).not.toBe("0x0000000000000000000000000000000000000000");
  });

  it("bridges 100 SUSD asset → game and shows waiting, then done, live", async () => {
    await page.goto(`${platform.url}/bridge`);
    await page.locator('[data-testid="balance-susd"][data-units="100000000000"]').waitFor({ timeout: 30_000 });
    const before = await tokenBalance(platform.assetRpcUrl, cfg.assetChainId, cfg.assetSusd, player);
    await bridgeOnPage(page, "to-game", "100");
    const game = await gameWalletOf(player);
    expect(await tokenBalance(platform.assetRpcUrl, cfg.assetChainId, cfg.assetSusd, player)).toBe(before - SUSD(100));
    expect(await tokenBalance(platform.gameRpcUrl, cfg.gameChainId, cfg.gameSusd, game)).toBe(0n); // credited at the cashier, ready to bet
    expect(await gameBalance(game)).toBe(SUSD(100));
    await page.locator(`[data-testid="balance-g1susd"][data-units="${SUSD(100)}"]`).waitFor({ timeout: 15_000 });
    // The history lists this transfer above the demo seeding's USDC deposit (flow 1) that gave the account its SUSD.
    expect(await page.locator('[data-testid="bridge-history"] tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute("data-type")))).toEqual(["91", "1"]);
  });

  it("bridges the 100 SUSD back game → asset", async () => {
    const game = await gameWalletOf(player);
    await bridgeOnPage(page, "to-asset", "100");
    expect(await gameBalance(game)).toBe(0n);
    expect(await tokenBalance(platform.assetRpcUrl, cfg.assetChainId, cfg.assetSusd, player)).toBe(SUSD(100_000));
    await page.locator(`[data-testid="balance-susd"][data-units="${SUSD(100_000)}"]`).waitFor({ timeout: 15_000 });
  });

  it("refuses an amount under the minimum with the SPEC's message", async () => {
    await page.getByTestId("bridge-direction-to-game").click();
    await page.getByTestId("bridge-amount").fill("84");
    await page.getByTestId("bridge-submit").click();
    await expect.poll(() => page.getByTestId("bridge-error").textContent()).toBe("Minimum bridge amount is 85 SUSD");
  });

  it("deposits for a bonus on the bonus page and sees it recorded by the validators, live", async () => {
    await page.goto(`${platform.url}/bonus`);
    await page.getByTestId("bonus-amount").fill("200");
    await expect.poll(() => page.getByTestId("bonus-expected").getAttribute("data-units")).toBe(String(SUSD(20)));
    await page.getByTestId("bonus-submit").click();
    await page.locator('[data-testid="bonus-list"] tbody tr[data-status="locked"]').waitFor({ timeout: 30_000 });
    await page.locator(`[data-testid="bonus-held"][data-units="${SUSD(20)}"]`).waitFor({ timeout: 10_000 });
    expect(await page.locator('[data-testid="bonus-list"] tbody tr').count()).toBe(1);
    await page.getByTestId("bonus-filter-claimable").click();
    expect(await page.locator('[data-testid="bonus-list"] tbody tr').count()).toBe(0);
  });

  it("shows the dealer's tables live in the lobby: round states and results arrive without a reload", async () => {
    await page.goto(platform.url);
    // Every dealt table of the demo lobby (open areas, playable games) counts; the night pit is closed.
    await expect.poll(() => page.getByTestId("tables-live").textContent(), { timeout: 15_000 }).toMatch(/^([5-9]|\d{2,}) tables live$/);
    const roulette = page.getByTestId("game-card-1");
    await roulette.locator(".result-chip").first().waitFor({ timeout: 30_000 });
    // Record the card for a while: rounds close and the next opens with no navigation in between. A round's
    // end and the next round's opening can reach the page together, so either a state change or a new round counts.
    const seen = new Set<string>();
    const rounds = new Set<string>();
    const deadline = Date.now() + 25_000;
    const turned = () => rounds.size >= 2 || (seen.has("open") && (seen.has("closed") || seen.has("settled")));
    while (Date.now() < deadline && !turned()) {
      seen.add((await roulette.getAttribute("data-state")) ?? "");
      rounds.add((await roulette.getAttribute("data-round")) ?? "");
      await page.waitForTimeout(100);
    }
    expect(turned()).toBe(true);
    expect(await page.getByTestId("game-card-3").getAttribute("class")).not.toMatch(/soon/); // hold'em is dealt at a DecisionTable

    // Provably fair: the browser re-checks the latest settled round from its seeds.
    await page.getByTestId("verify-1").click();
    await page.locator('[data-testid="verify-commitment"][data-ok="true"]').waitFor({ timeout: 10_000 });
    await page.locator('[data-testid="verify-result"][data-ok="true"]').waitFor();
    await page.keyboard.press("Escape");
    expect(await page.getByTestId("verify-dialog").count()).toBe(0);
  });
});

const suite = () => ({ platform, browser });
describeUsdcInTheBrowser(suite);
describeUsdcJourney(suite);
describeWalletConnect(suite);
