/** The names of the decisions a player can take, whatever their game's action code. */
export type ActionName = "call" | "fold" | "hit" | "stand" | "double" | "split" | "insurance" | "noInsurance";
/** What the contract and the rules apply when a player does not decide in time. */
export type DefaultName = "fold" | "stand" | "noInsurance";

export interface DecisionOption {
  /** The table contract's action code. */
  action: number;
  name: ActionName;
  /** Escrowed on top of the bet when taken (a call, a double, a split's hand, insurance). */
  extraStake: bigint;
}

/** One decision the player owes in the open window: which bet and hand, and what they may do. */
export interface DecisionPrompt {
  betIndex: number;
  hand: number;
  /** Hands the bet has (2 after a split). */
  hands: number;
  /** The bet's place among the player's decision bets (1-based) and their number. */
  seat: number;
  seats: number;
  options: DecisionOption[];
}

export interface DecidedView {
  betIndex: number;
  name: ActionName;
  extraStake: bigint;
  /** Mined from this browser, not indexed yet. */
  sent: boolean;
}

/** What the decision bar shows a viewer for the window. */
export interface SeatView {
  /** The viewer has a bet this window's decisions are for. */
  playing: boolean;
  /** The next decision the viewer owes, or null. */
  prompt: DecisionPrompt | null;
  /** Decisions the viewer took in this window. */
  decided: DecidedView[];
  /** What no decision means in this window. */
  fallback: DefaultName;
}
