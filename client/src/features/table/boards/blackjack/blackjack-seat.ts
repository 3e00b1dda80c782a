import { BlackjackAction, GameType, replayBet } from "@sunrise/games";
import { actionsOf, checkOwnDecision, decisionIn, windowOpen, type DecisionRound } from "../../decision/decision-round.js";
import type { ActionName, DecidedView, DecisionOption, DecisionPrompt, SeatView } from "../../decision/seat.js";
import type { BetRow } from "../../model.js";
import { infiniteCards, myMainBets } from "./blackjack-cards.js";

const NAMES: Record<number, ActionName> = {
  [BlackjackAction.HIT]: "hit", [BlackjackAction.STAND]: "stand", [BlackjackAction.DOUBLE]: "double", [BlackjackAction.SPLIT]: "split",
  [BlackjackAction.INSURANCE]: "insurance", [BlackjackAction.NO_INSURANCE]: "noInsurance",
};
export const blackjackActionName = (action: number): ActionName => NAMES[action] ?? "stand";

/**
 * Blackjack's open window, for the viewer: each main bet's hand in play may take exactly the
 * actions the rules allow there (insurance in window 1 when the dealer shows an ace; then hit,
 * stand, double on two cards, split a first pair once), each with the extra stake it escrows.
 * No decision stands on every hand left (and buys no insurance).
 */
export function blackjackSeat(round: DecisionRound, myBets: readonly BetRow[], now: number): SeatView {
  const mains = myMainBets(myBets);
  const cards = infiniteCards(round);
  const w = round.window;
  const decided: DecidedView[] = mains.flatMap((b) => {
    const d = decisionIn(round.decisions, b.betIndex, w);
    return d ? [{ betIndex: b.betIndex, name: blackjackActionName(d.action), extraStake: d.extraStake, sent: !!d.sent }] : [];
  });
  const insuranceWindow = !!cards && w === 1 && replayBet(cards, [], 0).insuranceWindow;
  const view: SeatView = { playing: mains.length > 0 && !!cards, prompt: null, decided, fallback: insuranceWindow ? "noInsurance" : "stand" };
  if (!cards || !windowOpen(round, now)) return view;
  for (const [i, b] of mains.entries()) {
    if (decisionIn(round.decisions, b.betIndex, w)) continue;
    let bet;
    try {
      bet = replayBet(cards, actionsOf(round.decisions, b.betIndex, w - 1), w - 1);
    } catch {
      continue; // a card an earlier window drew is not shown yet: the dealer shows it before this window can use it
    }
    const hand = insuranceWindow ? 0 : bet.active;
    const options = bet.allowed(w).flatMap((action): DecisionOption[] => {
      const check = checkOwnDecision(GameType.BLACKJACK, round, b, hand, action);
      return check.ok ? [{ action, name: blackjackActionName(action), extraStake: check.extraStake }] : [];
    });
    if (!options.length) continue;
    const prompt: DecisionPrompt = { betIndex: b.betIndex, hand, hands: bet.hands.length, seat: i + 1, seats: mains.length, options };
    return { ...view, prompt };
  }
  return view;
}
