import { BLACKJACK_EXTRA_BASE, BlackjackBet, replayBet, type InfiniteBet, type InfiniteCards } from "@sunrise/games";
import { actionsOf, decisionIn, type DecisionRound } from "../../decision/decision-round.js";
import type { BetRow } from "../../model.js";

/** The shared cards proven so far, as the rules read them; null before the deal. */
export function infiniteCards(round: DecisionRound): InfiniteCards | null {
  const [a, b, up] = [0, 1, 2].map((p) => round.cards.get(p));
  if (a === undefined || b === undefined || up === undefined) return null;
  return { player: [a, b], up, extra: (n) => round.cards.get(BLACKJACK_EXTRA_BASE + n) };
}

/** The player's main bets this round, in the order the table numbered them. */
export const myMainBets = (myBets: readonly BetRow[]) => myBets.filter((b) => b.kind === BlackjackBet.MAIN && !b.refunded).sort((a, b) => a.betIndex - b.betIndex);

export interface ReplayedBet {
  bet: InfiniteBet;
  /** Windows replayed: those whose drawn cards are shown (a hit of the open window waits for its card). */
  through: number;
}

/**
 * A bet's hands as far as the shown cards go: its decisions replayed window by window, exactly as
 * the rules do. A window still open without the bet's decision is not played yet (no decision
 * there stands only once it closes).
 */
export function replayShown(cards: InfiniteCards, round: DecisionRound, betIndex: number, open: boolean): ReplayedBet {
  const actions = actionsOf(round.decisions, betIndex, round.window);
  const last = open && !decisionIn(round.decisions, betIndex, round.window) ? round.window - 1 : round.window;
  for (let through = last; through > 0; through--) {
    try {
      return { bet: replayBet(cards, actions, through), through };
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
    }
  }
  return { bet: replayBet(cards, [], 0), through: 0 };
}
