import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Contract, type EventLog } from "ethers";
import type { Browser, Page } from "playwright-core";
import susdAbi from "@sunrise/contracts/abi/SUSD.json" with { type: "json" };
import cashierAbi from "@sunrise/contracts/abi/Cashier.json" with { type: "json" };
import tableAbi from "@sunrise/contracts/abi/GameTable.json" with { type: "json" };
import { ChainProvider } from "@sunrise/contracts";
import { BaccaratBet, decodeOutcome, dealTableRound, payoutsFor, RouletteBet, type Bet } from "@sunrise/games";
import { startPlatform, type Platform } from "./platform.js";
import { launchBrowser } from "./browser.js";
import { connectAndRegister, fundGameWallet } from "./browser-player.js";
import { gql } from "./api.js";
import { tableRounds } from "./table-rounds.js";
import { formatToken } from "../../client/src/shared/format/token.js";
import { seriousViolations, type Violation } from "./accessibility.js";

// Live tables in real browsers over the platform as `npm start` runs it: a player bets from the
// table screen in one transaction, a guest at the same table watches, the dealer settles on chain.
let platform: Platform;
let browser: Browser;
let player: Page;
let watcher: Page;
let game: ChainProvider;
let contracts: Record<string, string>;
let gameWallet: string;
const ACCOUNT = 2;
const SUSD = (n: number) => BigInt(n) * 1_000_000n;

beforeAll(async () => {
  platform = await startPlatform(15200, { env: { DEALER_BETTING_SECONDS: "20" } });
  const d = platform.deployments();
  contracts = d.gameChain.contracts;
  game = new ChainProvider(platform.gameRpcUrl, d.gameChain.chainId, { pollingInterval: 100 });
  browser = await launchBrowser();
  player = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  watcher = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await connectAndRegister(player, platform.url, ACCOUNT);
  gameWallet = await fundGameWallet(platform, ACCOUNT, SUSD(1_000));
});
afterAll(async () => {
  game?.destroy();
  await browser?.close();
  await platform?.stop();
});

/** What the game wallet can bet: its cashier balance (stakes leave it, payouts return to it) plus any game SUSD it holds itself. */
const balanceOf = async (who: string) =>
  ((await new Contract(contracts.SUSD!, susdAbi, game).getFunction("balanceOf")(who)) as bigint) +
  ((await new Contract(contracts.Cashier!, cashierAbi, game).getFunction("balanceOf")(who)) as bigint);
const tableContract = (id: number) => new Contract(contracts[`GameTable:${id}`]!, tableAbi, game);

const rounds = () => tableRounds(platform.url);
const freshRound = (tableId: number) => rounds().freshRound(tableId);
const settledRound = (tableId: number, roundId: number) => rounds().settledRound(tableId, roundId);

/** The player's BetPlaced logs of one round, read from chain. */
async function betsOnChain(tableId: number, roundId: number): Promise<(Bet & { tx: string })[]> {
  const table = tableContract(tableId);
  const logs = (await table.queryFilter(table.filters.BetPlaced!(null, roundId, null, gameWallet), 0)) as EventLog[];
  return logs.map((l) => ({ kind: Number(l.args.kind), numbers: [...(l.args.numbers as bigint[])].map(Number), amount: l.args.amount as bigint, tx: l.transactionHash }));
}

async function chooseChip(page: Page, value: number) {
  await page.locator(`[data-testid="chip-rack"] [role="radio"][data-value="${value}"]`).click();
}

async function openTable(page: Page, tableId: number) {
  await page.goto(`${platform.url}/casino-games/${tableId}`);
  await page.getByTestId("table-page").waitFor({ timeout: 30_000 });
}

/** Bets clicked on the board go in one transaction; the round settles; the chain paid what the rules give. */
async function betAndSettle(tableId: number, gameType: number, spots: string[], chip: number, onPlaced?: () => Promise<void>) {
  await openTable(player, tableId);
  await player.getByTestId("table-balance").waitFor({ timeout: 30_000 });
  const roundId = await freshRound(tableId);
  await player.locator('[data-testid="stage"][data-phase="betting"]').waitFor({ timeout: 15_000 });
  await chooseChip(player, chip);
  for (const spot of spots) await player.locator(`[data-spot="${spot}"]`).click();
  const before = await balanceOf(gameWallet);
  await player.getByTestId("place-bets").click();
  await expect.poll(async () => (await betsOnChain(tableId, roundId)).length, { timeout: 30_000 }).toBe(spots.length);
  const bets = await betsOnChain(tableId, roundId);
  expect(new Set(bets.map((b) => b.tx)).size).toBe(1); // one transaction for the whole board
  await onPlaced?.();
  const round = await settledRound(tableId, roundId);
  // The contract's own outcome (the wheel's pocket, or the shoe's proven cards) decoded by the engine.
  const outcome = decodeOutcome(gameType, round.outcome!);
  if (round.serverSeed && BigInt(round.serverSeed) !== 0n) {
    expect(outcome).toEqual(dealTableRound(gameType, { serverSeed: round.serverSeed, clientSeed: round.clientSeed!, roundId }));
  }
  const expected = payoutsFor(outcome, bets);
  expect(await balanceOf(gameWallet)).toBe(before + expected.net);
  // The screen shows the round's outcome for the player and the new balance, live.
  await player.getByTestId("outcome").waitFor({ timeout: 30_000 });
  const text = (await player.getByTestId("outcome").textContent()) ?? "";
  expect(text).toBe(expected.returned > expected.staked ? `You win ${formatToken(expected.returned - expected.staked)} · ${formatToken(expected.returned)} returned` : expected.returned === expected.staked ? `Stake returned: ${formatToken(expected.returned)}` : "No win this round");
  await player.locator(`[data-testid="table-balance"][data-units="${before + expected.net}"]`).waitFor({ timeout: 30_000 });
  return { roundId, bets };
}

describe("live tables in the browser", () => {
  it("goes from the lobby card to its table", async () => {
    await player.goto(platform.url);
    await player.locator('a[href="/casino-games/1"]').first().click();
    await player.getByTestId("board-roulette").waitFor({ timeout: 30_000 });
    expect(new URL(player.url()).pathname).toBe("/casino-games/1");
  });

  it("places a roulette straight, a split clicked on a line and red in one transaction; a guest at the table sees them; the payout is the engine's", async () => {
    await openTable(watcher, 1);
    const spots = [`${RouletteBet.STRAIGHT}:17`, `${RouletteBet.SPLIT}:17-20`, `${RouletteBet.RED}:`];
    // The guest's screen shows the player's bets while the round is still open (the feed starts again with the next round).
    const guestSees = () => expect.poll(() => watcher.getByTestId("feed-bet").count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    const { bets } = await betAndSettle(1, 1, spots, 2, guestSees);
    expect(bets.map((b) => [b.kind, b.numbers, b.amount])).toEqual([[RouletteBet.STRAIGHT, [17], SUSD(2)], [RouletteBet.SPLIT, [17, 20], SUSD(2)], [RouletteBet.RED, [], SUSD(2)]]);
  });

  it("places baccarat player and player pair and is paid what the engine computes", async () => {
    const { bets } = await betAndSettle(4, 2, [`${BaccaratBet.PLAYER}:`, `${BaccaratBet.PLAYER_PAIR}:`], 5);
    expect(bets.map((b) => b.kind)).toEqual([BaccaratBet.PLAYER, BaccaratBet.PLAYER_PAIR]);
  });

  it("refuses a bet below the table minimum with its message and sends nothing", async () => {
    await openTable(player, 2); // limits 5–5,000
    // Chips not sent when a round ends are taken back: if the screen was still on the round before,
    // the chip goes with it, so the chip is put down again on the round the screen now shows.
    let roundId = 0;
    for (let attempt = 0; attempt < 3; attempt++) {
      roundId = await freshRound(2);
      await player.locator('[data-testid="stage"][data-phase="betting"]').waitFor({ timeout: 15_000 });
      await chooseChip(player, 1);
      await player.locator(`[data-spot="${RouletteBet.RED}:"]`).click();
      const held = await expect.poll(() => player.getByTestId("place-bets").isEnabled(), { timeout: 3_000 }).toBe(true).then(() => true, () => false);
      if (held) break;
    }
    await player.getByTestId("place-bets").click();
    await expect.poll(() => player.locator('[data-testid="toast"][data-kind="error"]').last().textContent(), { timeout: 10_000 }).toContain("Each bet must reach the table minimum.");
    expect(await betsOnChain(2, roundId)).toEqual([]);
  });

  it("shows a table of a closed area as closed, says when it opens and offers no betting", async () => {
    const { tables } = await gql(platform.url, `{ tables { id isOpen opensAt area { name } } }`);
    const closed = (tables as { id: number; isOpen: boolean; opensAt: string | null }[]).find((t) => !t.isOpen && t.opensAt);
    expect(closed).toBeDefined();
    await openTable(player, closed!.id);
    await player.getByTestId("table-closed").waitFor({ timeout: 15_000 });
    expect(await player.getByTestId("table-opens-at").textContent()).toMatch(/\d/);
    expect(await player.getByTestId("place-bets").count()).toBe(0);
    expect(Number(await tableContract(closed!.id).getFunction("roundCount")())).toBe(0); // the dealer never opened a round there
  });

  it("has no serious accessibility problem (axe-core) on the lobby and every kind of table, signed in on a desktop; on the lobby and a table as a guest on a phone", async () => {
    const { tables } = await gql(platform.url, `{ tables { id gameType noCommission isOpen } }`);
    // Tables of one game, variant and state render the same screen: one of each kind is checked.
    const kinds = new Map<string, number>();
    for (const t of tables as { id: number; gameType: number; noCommission: boolean; isOpen: boolean }[]) {
      const kind = `${t.gameType}:${t.noCommission}:${t.isOpen}`;
      if (!kinds.has(kind)) kinds.set(kind, t.id);
    }
    const found: Record<string, Violation[]> = {};
    const check = async (page: Page, name: string) => {
      const violations = await seriousViolations(page);
      if (violations.length) found[name] = violations;
    };
    const visit = async (page: Page, who: string, tableIds: number[]) => {
      await page.goto(platform.url);
      await page.locator('a[href^="/casino-games/"]').first().waitFor({ timeout: 30_000 });
      await check(page, `${who} lobby`);
      for (const id of tableIds) {
        await openTable(page, id);
        await page.getByTestId("stage").or(page.getByTestId("table-closed")).first().waitFor({ timeout: 30_000 });
        await check(page, `${who} table ${id}`);
      }
    };
    await visit(player, "player 1440", [...kinds.values()]);
    await visit(watcher, "guest 390", [1]);
    expect(found).toEqual({});
  }, 900_000);
});
