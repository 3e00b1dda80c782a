import {
  bestHand, decisionOutcome, GameType, HOLDEM_POSITIONS, HoldemBet, settleDecisionBets, type HoldemOutcome,
} from "@sunrise/games";
import { actionsOf, decisionIn, type DecisionRound } from "../../decision/decision-round.js";
import type { BetRow } from "../../model.js";

type Slot = number | null;

/** One of the player's bets once the round is settled: what it staked, what was decided, what it returned. */
export interface HoldemBetResult {
  betIndex: number;
  kind: "ante" | "bonus";
  stake: bigint;
  /** The call escrowed on an ante (0 when it folded or did not decide). */
  call: bigint;
  action: number;
  /** As the table paid it (null while the round is still paying in pages: the engine's figure then). */
  payout: bigint;
  /** Settled while the ante could still decide: paid its worst case. */
  cutShort: boolean;
}

export interface HoldemView {
  player: [Slot, Slot];
  dealer: [Slot, Slot];
  flop: [Slot, Slot, Slot];
  turn: Slot;
  river: Slot;
  /** The player's best five of the cards shown (from the flop on). */
  playerCategory: number | null;
  /** What the viewer's calls escrowed. */
  called: bigint;
  /** Everything the settle revealed: the dealer's hand, qualifying, the winner, the AA bonus. */
  outcome: HoldemOutcome | null;
  results: HoldemBetResult[];
}

const at = (round: DecisionRound, p: number): Slot => round.cards.get(p) ?? null;

/** Casino hold'em as the table shows it: the cards out so far and, once settled, every bet's result. */
export function holdemView(round: DecisionRound | null, myBets: readonly BetRow[]): HoldemView {
  const P = HOLDEM_POSITIONS;
  const empty: HoldemView = { player: [null, null], dealer: [null, null], flop: [null, null, null], turn: null, river: null, playerCategory: null, called: 0n, outcome: null, results: [] };
  if (!round) return empty;
  const view: HoldemView = {
    ...empty,
    player: [at(round, P.player[0]), at(round, P.player[1])],
    dealer: [at(round, P.dealer[0]), at(round, P.dealer[1])],
    flop: [at(round, P.flop[0]), at(round, P.flop[1]), at(round, P.flop[2])],
    turn: at(round, P.turn),
    river: at(round, P.river),
  };
  for (const b of myBets) if (b.kind === HoldemBet.ANTE) view.called += decisionIn(round.decisions, b.betIndex, 1)?.extraStake ?? 0n;
  const known = [...view.player, ...view.flop, view.turn, view.river].filter((c): c is number => c !== null);
  if (known.length >= 5 && view.player.every((c) => c !== null)) view.playerCategory = bestHand(known).category;
  if (!round.revealed) return view;
  const outcome = decisionOutcome(GameType.POKER, round.revealed) as HoldemOutcome & { game: "casino hold'em" };
  const bets = myBets.filter((b) => (b.kind === HoldemBet.ANTE || b.kind === HoldemBet.AA_BONUS) && !b.refunded).sort((a, b) => a.betIndex - b.betIndex);
  const engine = settleDecisionBets(outcome, bets.map((b) => ({ kind: b.kind, amount: b.amount, actions: actionsOf(round.decisions, b.betIndex, 1) })), { windows: 1, windowOpen: false });
  view.outcome = outcome;
  view.results = bets.map((b, i) => {
    const action = actionsOf(round.decisions, b.betIndex, 1)[0] ?? 0;
    const payout = b.payout ?? engine[i]!.payout;
    // An ante that did not decide returns nothing unless the round was settled before its window closed.
    return { betIndex: b.betIndex, kind: b.kind === HoldemBet.ANTE ? "ante" : "bonus", stake: b.amount, call: engine[i]!.extraStake, action, payout, cutShort: b.kind === HoldemBet.ANTE && action === 0 && payout > 0n };
  });
  return view;
}
