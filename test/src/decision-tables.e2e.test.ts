import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Contract, type EventLog } from "ethers";
import type { Browser, Page } from "playwright-core";
import susdAbi from "@sunrise/contracts/abi/SUSD.json" with { type: "json" };
import cashierAbi from "@sunrise/contracts/abi/Cashier.json" with { type: "json" };
import decisionAbi from "@sunrise/contracts/abi/DecisionTable.json" with { type: "json" };
import { ChainProvider } from "@sunrise/contracts";
import {
  BlackjackAction, BlackjackBet, decisionOutcome, GameType, HoldemAction, HoldemBet, ROUND_DECKS, roundDeckCards, settleDecisionBets, type DecidedBet,
} from "@sunrise/games";
import { startPlatform, type Platform } from "./platform.js";
import { launchBrowser } from "./browser.js";
import { connectAndRegister, fundGameWallet } from "./browser-player.js";
import { tableRounds, type RoundView } from "./table-rounds.js";
import { formatToken } from "../../client/src/shared/format/token.js";

// Casino hold'em and blackjack in a real browser over the platform as `npm start` runs it: the
// player bets, takes decisions inside the dealer's windows from the decision bar, and is paid what
// the games engine computes from the revealed seeds and the decisions the chain recorded.
const HOLDEM = 13;
const BLACKJACK = 14;
const ACCOUNT = 4;
const SUSD = (n: number) => BigInt(n) * 1_000_000n;

let platform: Platform;
let browser: Browser;
let player: Page;
let game: ChainProvider;
let contracts: Record<string, string>;
let gameWallet: string;

beforeAll(async () => {
  platform = await startPlatform(15700, { env: { DEALER_BETTING_SECONDS: "20", DEALER_DECISION_SECONDS: "15" } });
  contracts = platform.deployments().gameChain.contracts;
  game = new ChainProvider(platform.gameRpcUrl, platform.deployments().gameChain.chainId, { pollingInterval: 100 });
  browser = await launchBrowser();
  player = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await connectAndRegister(player, platform.url, ACCOUNT);
  gameWallet = await fundGameWallet(platform, ACCOUNT, SUSD(2_000));
});
afterAll(async () => {
  game?.destroy();
  await browser?.close();
  await platform?.stop();
});

/** What the game wallet can bet: its cashier balance (stakes leave it, payouts return to it) plus any game SUSD it holds itself. */
const balanceOf = async () =>
  ((await new Contract(contracts.SUSD!, susdAbi, game).getFunction("balanceOf")(gameWallet)) as bigint) +
  ((await new Contract(contracts.Cashier!, cashierAbi, game).getFunction("balanceOf")(gameWallet)) as bigint);
const table = (id: number) => new Contract(contracts[`DecisionTable:${id}`]!, decisionAbi, game);

type DecisionRoundView = RoundView & { window: number; settledInWindow: boolean | null };
const rounds = () => tableRounds<DecisionRoundView>(platform.url, "window settledInWindow");
const latestRound = (tableId: number) => rounds().latestRound(tableId);
const freshRound = (tableId: number) => rounds().freshRound(tableId, 14, 120_000);
const settledRound = (tableId: number, roundId: number) => rounds().settledRound(tableId, roundId, 150_000);

/** The player's bets of a round as the contract holds them, with the decisions it recorded. */
async function myBetsOnChain(tableId: number, roundId: number): Promise<DecidedBet[]> {
  const t = table(tableId);
  const n = Number(await t.getFunction("betCount")(roundId));
  const all = await Promise.all(Array.from({ length: n }, (_, i) => t.getFunction("betAt")(roundId, i)));
  return all
    .filter((b) => (b.player as string).toLowerCase() === gameWallet)
    .map((b) => ({ kind: Number(b.kind), numbers: [], amount: b.amount as bigint, actions: [...(b.actions as bigint[])].map(Number) }));
}

async function openTable(tableId: number) {
  await player.goto(`${platform.url}/casino-games/${tableId}`);
  await player.getByTestId("table-page").waitFor({ timeout: 30_000 });
  await player.getByTestId("table-balance").waitFor({ timeout: 30_000 });
}

/** Chips on the spots, one placeBets; resolves with the round and the balance just before the bets. */
async function placeBets(tableId: number, spots: string[], chip: number) {
  const roundId = await freshRound(tableId);
  await player.locator('[data-testid="stage"][data-phase="betting"]').waitFor({ timeout: 20_000 });
  await player.locator(`[data-testid="chip-rack"] [role="radio"][data-value="${chip}"]`).click();
  for (const spot of spots) await player.locator(`[data-spot="${spot}"]`).click();
  const before = await balanceOf();
  await player.getByTestId("place-bets").click();
  await expect.poll(async () => (await myBetsOnChain(tableId, roundId)).length, { timeout: 30_000 }).toBe(spots.length);
  return { roundId, before };
}

/** The decision bar offers exactly `names` (in any order) for the bet in play, and no other move. */
async function offered(): Promise<string[]> {
  const bar = player.locator('[data-testid="decision-bar"] .decision-bar__actions');
  await bar.waitFor({ timeout: 90_000 });
  return bar.locator("button[data-action]").evaluateAll((els) => els.map((e) => e.getAttribute("data-action")!));
}

/** Clicks a move and waits until the bar lists it as decided (the transaction mined). */
async function decide(name: string) {
  const before = await player.locator(`[data-testid="decision-decided"] li[data-action="${name}"]`).count();
  await player.locator(`[data-testid="decision-bar"] button[data-action="${name}"]`).click();
  await expect.poll(() => player.locator(`[data-testid="decision-decided"] li[data-action="${name}"]`).count(), { timeout: 30_000 }).toBeGreaterThan(before);
}

/**
 * The settled round against the engine: the contract's cards are the round deck dealt from the
 * revealed seeds, each bet's payout is `settleDecisionBets` of those cards and the recorded
 * decisions, the wallet moved by exactly that, and the screen says so.
 */
async function checkSettled(tableId: number, gameType: number, roundId: number, before: bigint) {
  const round = await settledRound(tableId, roundId);
  const decks = gameType === GameType.POKER ? ROUND_DECKS.holdem : ROUND_DECKS.blackjack;
  expect(round.outcome).toEqual(roundDeckCards(round.serverSeed!, round.clientSeed!, roundId, decks).slice(0, round.outcome!.length));
  const bets = await myBetsOnChain(tableId, roundId);
  const results = settleDecisionBets(decisionOutcome(gameType, round.outcome!), bets, { windows: round.window, windowOpen: Boolean(round.settledInWindow) });
  const paid = results.reduce((s, r) => s + r.payout, 0n);
  const staked = bets.reduce((s, b) => s + b.amount, 0n) + results.reduce((s, r) => s + r.extraStake, 0n);
  await expect.poll(balanceOf, { timeout: 30_000 }).toBe(before - staked + paid);
  await player.getByTestId("outcome").waitFor({ timeout: 30_000 });
  expect(await player.getByTestId("outcome").textContent()).toBe(paid > staked ? `You win ${formatToken(paid - staked)} · ${formatToken(paid)} returned` : paid === staked ? `Stake returned: ${formatToken(paid)}` : "No win this round");
  await player.locator(`[data-testid="table-balance"][data-units="${before - staked + paid}"]`).waitFor({ timeout: 30_000 });
  return { bets, results };
}

describe("casino hold'em from the browser", () => {
  it("calls: the call's 2× ante is escrowed with the decision and the hand is paid the engine's ante pay table", async () => {
    await openTable(HOLDEM);
    const { roundId, before } = await placeBets(HOLDEM, [`${HoldemBet.ANTE}:`, `${HoldemBet.AA_BONUS}:`], 2);
    expect((await offered()).sort()).toEqual(["call", "fold"]);
    await decide("call");
    // The game wallet signed the call; the dealer sent it in a batch through the table's relay.
    const t = table(HOLDEM);
    const relayed = (await t.queryFilter(t.filters.DecisionsRelayed!(null, roundId))) as EventLog[];
    const words = relayed.flatMap((e) => [...(e.args.decisions as bigint[])]);
    expect(words.some((w) => `0x${(w & ((1n << 160n) - 1n)).toString(16).padStart(40, "0")}` === gameWallet && Number((w >> 184n) & 0xffn) === HoldemAction.CALL)).toBe(true);
    expect(await t.queryFilter(t.filters.Decision!(null, roundId))).toEqual([]);
    const { bets } = await checkSettled(HOLDEM, GameType.POKER, roundId, before);
    expect(bets.map((b) => [b.kind, b.amount, b.actions[0] ?? 0])).toEqual([[HoldemBet.ANTE, SUSD(2), HoldemAction.CALL], [HoldemBet.AA_BONUS, SUSD(2), 0]]);
  });

  it("folds: the ante is lost, nothing more is taken", async () => {
    await openTable(HOLDEM);
    const { roundId, before } = await placeBets(HOLDEM, [`${HoldemBet.ANTE}:`], 1);
    await offered();
    await decide("fold");
    const { bets, results } = await checkSettled(HOLDEM, GameType.POKER, roundId, before);
    expect(bets[0]!.actions[0]).toBe(HoldemAction.FOLD);
    expect(results[0]).toMatchObject({ payout: 0n, extraStake: 0n });
  });
});

describe("blackjack from the browser", () => {
  it("hits, stands and doubles inside the windows and is paid per hand what the engine computes", { timeout: 900_000 }, async () => {
    // Which moves a round offers depends on its cards (a blackjack or the dealer's peek ends it at once),
    // so rounds are played until hit, stand and double have each been sent from the bar.
    const wanted = new Set(["hit", "stand", "double"]);
    for (let rounds = 0; wanted.size > 0; rounds++) {
      expect(rounds, `moves never offered: ${[...wanted].join(", ")}`).toBeLessThan(8);
      await openTable(BLACKJACK);
      const { roundId, before } = await placeBets(BLACKJACK, [`${BlackjackBet.MAIN}:`], 5);
      const clicked: string[] = [];
      // One move per window until the hand is done or the round settles.
      for (;;) {
        const moves = await Promise.race([offered(), settledRound(BLACKJACK, roundId).then(() => null)]);
        if (!moves) break;
        const first = clicked.every((c) => c === "noInsurance");
        const move = moves.includes("noInsurance") ? "noInsurance"
          : wanted.has("double") && moves.includes("double") && first ? "double"
            : wanted.has("hit") && moves.includes("hit") && first ? "hit"
              : moves.includes("stand") ? "stand" : moves[0]!;
        const windowBefore = (await latestRound(BLACKJACK))?.window ?? 0;
        await decide(move);
        clicked.push(move);
        if (move === "double" || move === "stand") break;
        // The next window (or the settle) comes from the dealer; wait for it before reading the bar again.
        await expect.poll(async () => {
          const r = await latestRound(BLACKJACK);
          return !r || r.roundId !== roundId || r.state !== "dealt" || r.window > windowBefore;
        }, { timeout: 60_000, interval: 250 }).toBe(true);
      }
      const { bets } = await checkSettled(BLACKJACK, GameType.BLACKJACK, roundId, before);
      const CODE: Record<string, number> = { hit: BlackjackAction.HIT, stand: BlackjackAction.STAND, double: BlackjackAction.DOUBLE, noInsurance: BlackjackAction.NO_INSURANCE };
      // What was clicked is what the chain recorded, window after window.
      expect(bets[0]!.actions.filter((a) => a > 0)).toEqual(clicked.map((c) => CODE[c]));
      for (const c of clicked) wanted.delete(c);
    }
  });
});
