import type { DecisionTableOptions, TableOptions } from "@sunrise/contracts";
import { DEMO_GAMES, DEMO_TABLES, type DemoTable } from "./lobby.js";

const SUSD = 1_000_000n;
/** Games whose players decide after the deal: their tables are DecisionTables (casino hold'em, blackjack). */
const DECISION_GAMES: readonly number[] = [3, 7];

const gameTypeOf = (t: DemoTable) => DEMO_GAMES.find((g) => g.id === t.gameId)!.type;

/** Each bankroll covers a thousand maximum bets, and at least 1,000,000 game SUSD. */
const bankrollOf = (t: DemoTable) => (t.maxBet * 1_000n > 1_000_000n * SUSD ? t.maxBet * 1_000n : 1_000_000n * SUSD);

/**
 * The demo lobby's dealt-at-once tables (roulette, baccarat, sic bo, dragon tiger, money wheel) as
 * deployed GameTables: bet kinds come from each game's rules contract, and no-commission baccarat
 * tables are the rules' variant 1 (banker 1:1, half on a winning 6, super 6 offered).
 * `roundTimeout` is each round's settle deadline after betting closes: past it, a round not
 * revealed is forfeited (every bet paid its worst case).
 */
export function demoTables(roundTimeout: number): TableOptions[] {
  return DEMO_TABLES.filter((t) => !DECISION_GAMES.includes(gameTypeOf(t))).map((t) => ({
    id: t.id, gameType: gameTypeOf(t), minBet: t.minBet, maxBet: t.maxBet, bankroll: bankrollOf(t), variant: t.noCommission ? 1 : 0, roundTimeout,
  }));
}

/**
 * The demo lobby's casino hold'em and blackjack tables as DecisionTables: players decide after the
 * deal in windows of `decisionSeconds` each; the settle deadline moves with each window.
 */
export function demoDecisionTables(roundTimeout: number, decisionSeconds: number): DecisionTableOptions[] {
  return DEMO_TABLES.filter((t) => DECISION_GAMES.includes(gameTypeOf(t))).map((t) => ({
    id: t.id, gameType: gameTypeOf(t), minBet: t.minBet, maxBet: t.maxBet, bankroll: bankrollOf(t), roundTimeout, decisionSeconds,
  }));
}
