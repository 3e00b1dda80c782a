import { RoundState, SEED_WINDOW } from "./plan.js";

/** A decision table's round state: DecisionTable numbers its states as GameTable, `Dealt` (windows running) last. */
export const DecisionRoundState = { ...RoundState, DEALT: 7 } as const;

export interface DecisionRoundView {
  /** The table's latest round id (0 before the first round). */
  roundCount: number;
  state: number;
  closesAt: number;
  /** The deadline: past it the round can only be forfeited (or, never closed, refunded). It moves with each window. */
  settleBy: number;
  closedBlock: number;
  /** Windows opened so far (0 before the deal) and when the current one closes (block time). */
  window: number;
  windowClosesAt: number;
  /** Bets not paid yet (a revealed, forfeited or refunded round pays in pages). */
  unpaid: number;
}

export type DecisionAction =
  | { kind: "open"; roundId: number }
  | { kind: "close"; roundId: number }
  | { kind: "deal"; roundId: number }
  /** A window is open: settle at once if no bet could still decide anything, else wait for the window's end. */
  | { kind: "settleIfDone"; roundId: number }
  /** The window closed: open the next one if some hand can still act (and the rules allow another window), else settle. */
  | { kind: "nextWindowOrSettle"; roundId: number }
  | { kind: "pay"; roundId: number }
  | { kind: "forfeit"; roundId: number }
  | { kind: "refund"; roundId: number }
  | { kind: "wait" };

const WAIT: DecisionAction = { kind: "wait" };
const PAYING: readonly number[] = [DecisionRoundState.REVEALED, DecisionRoundState.FORFEITED, DecisionRoundState.REFUNDED];

/**
 * What the dealer does next at a decision table (casino hold'em, blackjack), from the chain alone
 * so a restarted dealer resumes where it stopped: betting closes when its time is up; the deal
 * (deck root and the cards everyone sees) follows once the close is mined; while a window is open
 * the round may be settled early only when no bet could still decide; once it has closed the next
 * window opens for the hands that can still act, or the round is settled; then its bets are paid
 * page by page. A round past its deadline is forfeited (every stake paid its worst case) or,
 * never closed, refunded. `mayOpen` is false for a disabled table or a closed area.
 */
export function nextDecisionAction(r: DecisionRoundView, nowSeconds: number, blockNumber: number, mayOpen = true): DecisionAction {
  const id = r.roundCount;
  if (id > 0) {
    if (PAYING.includes(r.state) && r.unpaid > 0) return { kind: "pay", roundId: id };
    if (r.state === DecisionRoundState.OPEN) {
      if (nowSeconds >= r.settleBy) return { kind: "refund", roundId: id };
      return nowSeconds >= r.closesAt ? { kind: "close", roundId: id } : WAIT;
    }
    if (r.state === DecisionRoundState.CLOSED) {
      // The deal reads the close's block hash: once that is out of reach, the round can only be forfeited.
      if (nowSeconds >= r.settleBy || blockNumber >= r.closedBlock + SEED_WINDOW) return { kind: "forfeit", roundId: id };
      return { kind: "deal", roundId: id };
    }
    if (r.state === DecisionRoundState.DEALT) {
      if (nowSeconds >= r.settleBy) return { kind: "forfeit", roundId: id };
      return nowSeconds >= r.windowClosesAt ? { kind: "nextWindowOrSettle", roundId: id } : { kind: "settleIfDone", roundId: id };
    }
  }
  return mayOpen ? { kind: "open", roundId: id + 1 } : WAIT;
}
