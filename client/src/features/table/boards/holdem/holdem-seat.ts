import { GameType, HoldemAction, HoldemBet } from "@sunrise/games";
import { checkOwnDecision, decisionIn, windowOpen, type DecisionRound } from "../../decision/decision-round.js";
import type { DecidedView, DecisionOption, DecisionPrompt, SeatView } from "../../decision/seat.js";
import type { BetRow } from "../../model.js";

const NAMES = { [HoldemAction.CALL]: "call", [HoldemAction.FOLD]: "fold" } as const;
export const holdemActionName = (action: number) => NAMES[action as keyof typeof NAMES] ?? "fold";

/** The player's antes this round, in the order the table numbered them: each decides call or fold once. */
export const myAntes = (myBets: readonly BetRow[]) => myBets.filter((b) => b.kind === HoldemBet.ANTE && !b.refunded).sort((a, b) => a.betIndex - b.betIndex);

/**
 * Casino hold'em's one decision window, for the viewer: each ante not decided yet owes a call
 * (2 × ante escrowed) or a fold; no decision by the window's close folds it.
 */
export function holdemSeat(round: DecisionRound, myBets: readonly BetRow[], now: number): SeatView {
  const antes = myAntes(myBets);
  const decided: DecidedView[] = antes.flatMap((b) => {
    const d = decisionIn(round.decisions, b.betIndex, 1);
    return d ? [{ betIndex: b.betIndex, name: holdemActionName(d.action), extraStake: d.extraStake, sent: !!d.sent }] : [];
  });
  const open = windowOpen(round, now) && round.window === 1;
  const next = open ? antes.findIndex((b) => !decisionIn(round.decisions, b.betIndex, 1)) : -1;
  const ante = antes[next];
  let prompt: DecisionPrompt | null = null;
  if (ante) {
    const options = [HoldemAction.CALL, HoldemAction.FOLD].flatMap((action): DecisionOption[] => {
      const check = checkOwnDecision(GameType.POKER, round, ante, 0, action);
      return check.ok ? [{ action, name: holdemActionName(action), extraStake: check.extraStake }] : [];
    });
    if (options.length) prompt = { betIndex: ante.betIndex, hand: 0, hands: 1, seat: next + 1, seats: antes.length, options };
  }
  return { playing: antes.length > 0, prompt, decided, fallback: "fold" };
}
