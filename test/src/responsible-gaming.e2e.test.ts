import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Contract, Interface, Wallet } from "ethers";
import type { Browser, Page } from "playwright-core";
import cashierAbi from "@sunrise/contracts/abi/Cashier.json" with { type: "json" };
import tableAbi from "@sunrise/contracts/abi/GameTable.json" with { type: "json" };
import { ChainProvider } from "@sunrise/contracts";
import { RouletteBet, BaccaratBet } from "@sunrise/games";
import { startPlatform, type Platform } from "./platform.js";
import { launchBrowser } from "./browser.js";
import { connectAndRegister, fundGameWallet } from "./browser-player.js";
import { devWallet } from "./player.js";
import { gql, signIn } from "./api.js";
import { tableRounds } from "./table-rounds.js";
import { decryptPrivateKey, deriveSecret, secretMessage } from "../../client/src/shared/wallet/sunc-crypto.js";

// Responsible gaming over the platform as `npm start` runs it: a limit set on /responsible-gaming
// holds at the table and against the same bet sent straight to the contract by the game wallet; a
// time-out blocks every table; a looser limit waits seven days of the game chain's time.
let platform: Platform;
let browser: Browser;
let page: Page;
let game: ChainProvider;
let contracts: Record<string, string>;
let gameWallet: Wallet;
const ACCOUNT = 3;
const SUSD = (n: number) => BigInt(n) * 1_000_000n;
const cashierErrors = new Interface(cashierAbi);

beforeAll(async () => {
  platform = await startPlatform(15600, { env: { DEALER_BETTING_SECONDS: "20" } });
  const d = platform.deployments();
  contracts = d.gameChain.contracts;
  game = new ChainProvider(platform.gameRpcUrl, d.gameChain.chainId, { pollingInterval: 100 });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await connectAndRegister(page, platform.url, ACCOUNT);
  await fundGameWallet(platform, ACCOUNT, SUSD(1_000));
  gameWallet = await gameWalletKey();
});
afterAll(async () => {
  game?.destroy();
  await browser?.close();
  await platform?.stop();
});

/** The game wallet the browser created, decrypted as the client does with the main wallet's secret signature. */
async function gameWalletKey(): Promise<Wallet> {
  const main = devWallet(ACCOUNT);
  const session = await signIn(platform.url, main, platform.deployments().assetChain.chainId);
  const { me } = await gql(platform.url, `{ me { sunc { encryptedPrivateKey } } }`, {}, session.headers);
  const key = await decryptPrivateKey(me.sunc.encryptedPrivateKey, deriveSecret(await main.signMessage(secretMessage(main.address))));
  return new Wallet(key, game);
}

const cashier = () => new Contract(contracts.Cashier!, cashierAbi, game);
const rounds = () => tableRounds(platform.url);

/** The cashier's custom error a direct placeBets from the game wallet (or another of the player's wallets) reverts with. */
async function directBetRefusal(tableId: number, roundId: number, kind: number, amount: bigint, from: Wallet = gameWallet): Promise<string> {
  const table = new Contract(contracts[`GameTable:${tableId}`]!, tableAbi, from);
  try {
    await table.getFunction("placeBets").estimateGas(roundId, [{ kind, numbers: [], amount }], `0x${"11".repeat(32)}`);
  } catch (e) {
    const data = (e as { data?: string }).data;
    return data ? (cashierErrors.parseError(data)?.name ?? `unknown error ${data}`) : String(e);
  }
  return "accepted";
}

async function openTable(tableId: number) {
  await page.goto(`${platform.url}/casino-games/${tableId}`);
  await page.getByTestId("table-page").waitFor({ timeout: 30_000 });
  await page.getByTestId("table-balance").waitFor({ timeout: 30_000 });
}

async function bet(spot: string, chip: number) {
  await page.locator(`[data-testid="chip-rack"] [role="radio"][data-value="${chip}"]`).click();
  await page.locator(`[data-spot="${spot}"]`).click();
  await page.getByTestId("place-bets").click();
}

const lastError = () => page.locator('[data-testid="toast"][data-kind="error"]').last().textContent();

async function saveLimits(values: Partial<Record<"Single bet (SUSD)" | "Daily loss (SUSD)" | "Weekly loss (SUSD)", string>>) {
  await page.goto(`${platform.url}/responsible-gaming`);
  await page.getByTestId("rg-limits").waitFor({ timeout: 30_000 });
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
  await page.getByRole("button", { name: "Save limits" }).click();
  await page.getByText("Confirmed on the game chain.").waitFor({ timeout: 30_000 });
}

describe("responsible gaming in the browser, enforced on chain", () => {
  it("a daily loss limit set on the page refuses the next bet at the table, and the same bet sent straight to the contract", async () => {
    await saveLimits({ "Daily loss (SUSD)": "10" });
    const [current] = (await cashier().getFunction("limitsOf")(gameWallet.address)) as [{ dailyLoss: bigint }];
    expect(current.dailyLoss).toBe(SUSD(10));

    await openTable(1);
    const roundId = await rounds().freshRound(1);
    await page.locator('[data-testid="stage"][data-phase="betting"]').waitFor({ timeout: 15_000 });
    // Two 5-chips on red: 10 staked, counted as lost while the round is open.
    await page.locator('[data-testid="chip-rack"] [role="radio"][data-value="5"]').click();
    await page.locator(`[data-spot="${RouletteBet.RED}:"]`).click();
    await page.locator(`[data-spot="${RouletteBet.RED}:"]`).click();
    await page.getByTestId("place-bets").click();
    await expect.poll(async () => ((await cashier().getFunction("usageOf")(gameWallet.address)) as bigint[])[1], { timeout: 30_000 }).toBe(SUSD(10));

    expect(await directBetRefusal(1, roundId, RouletteBet.BLACK, SUSD(1))).toBe("LossLimitReached");
    await bet(`${RouletteBet.BLACK}:`, 1);
    await expect.poll(lastError, { timeout: 15_000 }).toContain("Daily loss limit of 10 SUSD reached");
    // The back office's report counts the player as having hit a limit this week (the site reported the refusal).
    const staff = await signIn(platform.url, devWallet(5), platform.deployments().assetChain.chainId);
    const hits = async () => (await gql(platform.url, `{ responsibleGamingReport(weeks: 1) { limitHits } }`, {}, staff.headers)).responsibleGamingReport[0]?.limitHits ?? 0;
    await expect.poll(hits, { timeout: 15_000 }).toBe(1);

    // The main wallet, once linked on the page, plays on the same account: its direct bet meets the same limit.
    const main = devWallet(ACCOUNT).connect(game);
    await page.goto(`${platform.url}/responsible-gaming`);
    await page.getByRole("button", { name: "Link my main wallet" }).click();
    // Once linked, the offer gives way to the confirmation.
    await page.getByText("Confirmed on the game chain.").waitFor({ timeout: 30_000 });
    await page.getByTestId("rg-link").waitFor({ state: "detached", timeout: 30_000 });
    expect(await cashier().getFunction("accountOf")(main.address)).toBe(gameWallet.address);
    // The earlier round has settled by now: the day's loss is 10 (red lost) or -10 (red won), so 21 passes the limit of 10 either way.
    const next = await rounds().freshRound(1);
    expect(await directBetRefusal(1, next, RouletteBet.BLACK, SUSD(21), main as unknown as Wallet)).toBe("LossLimitReached");
  });

  it("shows a looser limit as pending with the time it applies, the tighter one staying in force", async () => {
    await saveLimits({ "Daily loss (SUSD)": "50" });
    await page.getByTestId("rg-pending").waitFor({ timeout: 15_000 });
    expect(await page.getByTestId("rg-pending").textContent()).toMatch(/Applies on .*UTC/);
    const [current, pending, at] = (await cashier().getFunction("limitsOf")(gameWallet.address)) as [{ dailyLoss: bigint }, { dailyLoss: bigint }, bigint];
    expect([current.dailyLoss, pending.dailyLoss]).toEqual([SUSD(10), SUSD(50)]);
    const now = (await game.getBlock("latest"))!.timestamp;
    expect(Number(at) - now).toBeGreaterThan(7 * 86_400 - 120);
  });

  it("a time-out taken on the page blocks every table, the site's bets and direct calls alike", async () => {
    await page.goto(`${platform.url}/responsible-gaming`);
    await page.getByLabel("24 hours").check();
    await page.getByRole("button", { name: "Continue" }).click();
    expect(await page.getByTestId("rg-break-confirm").textContent()).toContain("cannot be ended early");
    await page.getByRole("button", { name: "Start the time-out" }).click();
    await page.getByTestId("rg-blocked").waitFor({ timeout: 30_000 });

    await openTable(4);
    const roundId = await rounds().freshRound(4);
    expect(await directBetRefusal(4, roundId, BaccaratBet.BANKER, SUSD(1))).toBe("PlayBlocked");
    await page.locator('[data-testid="stage"][data-phase="betting"]').waitFor({ timeout: 15_000 });
    await bet(`${BaccaratBet.BANKER}:`, 1);
    await expect.poll(lastError, { timeout: 15_000 }).toContain("You are on a time-out until");
    expect(await directBetRefusal(9, (await rounds().freshRound(9)), 4002, SUSD(1))).toBe("PlayBlocked");
  });

  it("the looser limit applies once seven days have passed on the game chain, and play resumes after the time-out", async () => {
    await game.send("evm_increaseTime", [7 * 86_400 + 60]);
    await game.send("evm_mine", []);
    const [current, , at] = (await cashier().getFunction("limitsOf")(gameWallet.address)) as [{ dailyLoss: bigint }, unknown, bigint];
    expect([current.dailyLoss, at]).toEqual([SUSD(50), 0n]);
    await page.goto(`${platform.url}/responsible-gaming`);
    await expect.poll(() => page.getByTestId("rg-row-dailyLoss").textContent(), { timeout: 30_000 }).toContain("50");
    expect(await page.getByTestId("rg-pending").count()).toBe(0);
    expect(await page.getByTestId("rg-blocked").count()).toBe(0);
  });
});
