import { describe, expect, it } from "vitest";
import { Contract, type EventLog } from "ethers";
import type { Page } from "playwright-core";
import assetBridgeAbi from "@sunrise/contracts/abi/AssetChainBridge.json" with { type: "json" };
import susdAbi from "@sunrise/contracts/abi/SUSD.json" with { type: "json" };
import cashierAbi from "@sunrise/contracts/abi/Cashier.json" with { type: "json" };
import tableAbi from "@sunrise/contracts/abi/GameTable.json" with { type: "json" };
import { ChainProvider } from "@sunrise/contracts";
import { decodeOutcome, payoutsFor, RouletteBet, type Bet } from "@sunrise/games";
import type { Platform } from "./platform.js";
import { connectAndRegister } from "./browser-player.js";
import { devWallet } from "./player.js";
import { tableRounds } from "./table-rounds.js";
import { bridgeOnPage, expectShown, typedAmount } from "./bridge-page.js";
import { U, usdcOn } from "./usdc.js";
import type { BrowserSuite } from "./usdc-browser.js";

/** A seeded development account (100,000 USDC and 100,000 SUSD) no other case on the platform uses. */
const TRAVELLER = 3;
/** The main hall's roulette table (1 SUSD minimum). */
const ROULETTE = 1;
const CHIP = 2;
/** Red, black and zero cover every pocket, so the round always pays something back. */
const SPOTS = [`${RouletteBet.RED}:`, `${RouletteBet.BLACK}:`, `${RouletteBet.STRAIGHT}:0`];

interface Panel { usdc: bigint; susd: bigint; game: bigint }

/**
 * USDC → SUSD → the game chain → a bet → back → SUSD → USDC claimed, all in one browser tab, with the
 * balance panel and the chains agreeing to the unit after every step.
 */
export function describeUsdcJourney(suite: () => BrowserSuite) {
  describe("a player's round trip from USDC to a bet and back", () => {
    it("deposits USDC, bridges it to the game chain, bets and is paid, bridges back, withdraws USDC and claims it", { timeout: 400_000 }, async () => {
      const { platform, browser } = suite();
      const usdc = usdcOn(platform);
      const d = platform.deployments();
      const game = new ChainProvider(platform.gameRpcUrl, d.gameChain.chainId, { pollingInterval: 100 });
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      context.setDefaultTimeout(90_000);
      const page = await context.newPage();
      const player = { wallet: devWallet(TRAVELLER) };
      try {
        await connectAndRegister(page, platform.url, TRAVELLER);
        const pair = new Contract(d.assetChain.contracts.AssetChainBridge!, assetBridgeAbi, usdc.asset);
        const gameWallet = ((await pair.getFunction("getPairAddressByETH")(player.wallet.address)) as string).toLowerCase();
        /** What the game wallet can bet: its cashier balance plus any game SUSD it holds itself. */
        const gameBalance = async () =>
          ((await new Contract(d.gameChain.contracts.SUSD!, susdAbi, game).getFunction("balanceOf")(gameWallet)) as bigint) +
          ((await new Contract(d.gameChain.contracts.Cashier!, cashierAbi, game).getFunction("balanceOf")(gameWallet)) as bigint);
        const expectPanel = async (want: Panel) => {
          await expectShown(page, "balance-usdc", want.usdc);
          await expectShown(page, "balance-susd", want.susd);
          await expectShown(page, "balance-g1susd", want.game);
          await expectShown(page, "balance-total", want.susd + want.game);
          expect(await usdc.balances(player)).toEqual({ usdc: want.usdc, susd: want.susd });
          expect(await gameBalance()).toBe(want.game);
        };

        await page.goto(`${platform.url}/bridge`);
        await expectPanel({ usdc: U(100_000), susd: U(100_000), game: 0n });

        // Flow 1: 300 USDC in (approve + deposit from the page), credited as SUSD at once.
        await page.getByTestId("usdc-amount").fill("300");
        await page.getByTestId("usdc-submit").click();
        await expectPanel({ usdc: U(99_700), susd: U(100_300), game: 0n });

        // The same page carries the 300 SUSD to the game chain.
        await bridgeOnPage(page, "to-game", "300");
        await expectPanel({ usdc: U(99_700), susd: U(100_000), game: U(300) });

        // A round at the roulette table, paid by the contract exactly as the rules give.
        const net = await betAtRoulette(page, platform, game, d.gameChain.contracts[`GameTable:${ROULETTE}`]!, gameWallet, gameBalance);
        const back = U(300) + net;
        await page.goto(`${platform.url}/bridge`);
        await expectPanel({ usdc: U(99_700), susd: U(100_000), game: back });

        // Everything on the game chain comes back to the asset chain.
        await bridgeOnPage(page, "to-asset", typedAmount(back));
        await expectPanel({ usdc: U(99_700), susd: U(100_000) + back, game: 0n });

        // Flow 2: the same amount as a USDC withdrawal, claimable at once; flow 3: claimed from its row.
        await page.getByTestId("usdc-direction-withdraw").click();
        await page.getByTestId("usdc-amount").fill(typedAmount(back));
        await expect.poll(() => page.getByTestId("usdc-quote").getAttribute("data-delay"), { timeout: 30_000 }).toBe("0");
        await page.getByTestId("usdc-submit").click();
        const row = page.locator('[data-testid="usdc-withdrawal"][data-state="claimable"]');
        await row.waitFor({ timeout: 60_000 });
        await expectPanel({ usdc: U(99_700), susd: U(100_000), game: 0n });
        await row.getByTestId("usdc-claim").click();
        await expectPanel({ usdc: U(99_700) + back, susd: U(100_000), game: 0n });
        await expect.poll(() => page.locator('[data-testid="usdc-withdrawal"]').count(), { timeout: 60_000 }).toBe(0);
      } finally {
        await context.close();
        game.destroy();
        usdc.destroy();
      }
    });
  });
}

/** Bets red, black and zero in one transaction from the table screen; returns what the round paid net, checked against the chain and the screen. */
async function betAtRoulette(page: Page, platform: Platform, game: ChainProvider, tableAddress: string, gameWallet: string, gameBalance: () => Promise<bigint>): Promise<bigint> {
  const table = new Contract(tableAddress, tableAbi, game);
  const rounds = tableRounds(platform.url);
  await page.goto(`${platform.url}/casino-games/${ROULETTE}`);
  await page.getByTestId("table-balance").waitFor({ timeout: 30_000 });
  const roundId = await rounds.freshRound(ROULETTE, 5);
  await page.locator('[data-testid="stage"][data-phase="betting"]').waitFor({ timeout: 15_000 });
  await page.locator(`[data-testid="chip-rack"] [role="radio"][data-value="${CHIP}"]`).click();
  for (const spot of SPOTS) await page.locator(`[data-spot="${spot}"]`).click();
  const before = await gameBalance();
  await page.getByTestId("place-bets").click();
  const betsOnChain = async (): Promise<Bet[]> => {
    const logs = (await table.queryFilter(table.filters.BetPlaced!(null, roundId, null, gameWallet), 0)) as EventLog[];
    return logs.map((l) => ({ kind: Number(l.args.kind), numbers: [...(l.args.numbers as bigint[])].map(Number), amount: l.args.amount as bigint }));
  };
  await expect.poll(async () => (await betsOnChain()).length, { timeout: 30_000 }).toBe(SPOTS.length);
  const bets = await betsOnChain();
  expect(bets.map((b) => b.amount)).toEqual(SPOTS.map(() => U(CHIP)));
  const round = await rounds.settledRound(ROULETTE, roundId);
  const paid = payoutsFor(decodeOutcome(1, round.outcome!), bets);
  expect(paid.returned).toBeGreaterThan(0n);
  expect(await gameBalance()).toBe(before + paid.net);
  await page.locator(`[data-testid="table-balance"][data-units="${before + paid.net}"]`).waitFor({ timeout: 30_000 });
  return paid.net;
}
