import { decisionOutcome, GameType, handTotal, settleBlackjackBet, type BlackjackDeal, type InfiniteHand } from "@sunrise/games";
import { actionsOf, decisionIn, windowOpen, type DecisionRound } from "../../decision/decision-round.js";
import type { BetRow } from "../../model.js";
import { infiniteCards, myMainBets, replayShown } from "./blackjack-cards.js";

export type HandResult = "blackjack" | "win" | "push" | "lose" | "bust";

export interface BlackjackHandView {
  cards: number[];
  total: number;
  soft: boolean;
  doubled: boolean;
  /** The hand the bet plays now. */
  active: boolean;
  /** This window's decision drew a card the dealer shows when the window closes. */
  drawing: boolean;
  result: HandResult | null;
}

export interface BlackjackBetView {
  betIndex: number;
  stake: bigint;
  insured: boolean;
  /** A two-card 21 before any split. */
  natural: boolean;
  hands: BlackjackHandView[];
  /** As the table paid it (the engine's figure while the round pays in pages); null before the settle. */
  payout: bigint | null;
}

export interface BlackjackView {
  /** The two cards every seat starts with. */
  shared: (number | null)[];
  /** Up card, then the hole card (null: face down) and the dealer's draws once revealed. */
  dealer: (number | null)[];
  dealerTotal: { total: number; soft: boolean } | null;
  dealerBlackjack: boolean;
  bets: BlackjackBetView[];
}

function handResult(hand: InfiniteHand, natural: boolean, deal: BlackjackDeal): HandResult {
  const total = handTotal(hand.cards).total;
  if (deal.dealerBlackjack) return natural ? "push" : "lose";
  if (natural) return "blackjack";
  if (total > 21) return "bust";
  const dealer = handTotal(deal.dealer).total;
  if (dealer > 21 || total > dealer) return "win";
  return total === dealer ? "push" : "lose";
}

const handView = (h: InfiniteHand, extra: Partial<BlackjackHandView> = {}): BlackjackHandView =>
  ({ cards: [...h.cards], ...handTotal(h.cards), doubled: h.doubled, active: false, drawing: false, result: null, ...extra });

/** Blackjack as the table shows it: the shared cards, the dealer's, and each of the viewer's bets with its hands. */
export function blackjackView(round: DecisionRound | null, myBets: readonly BetRow[], now: number): BlackjackView {
  const empty: BlackjackView = { shared: [null, null], dealer: [null, null], dealerTotal: null, dealerBlackjack: false, bets: [] };
  const cards = round && infiniteCards(round);
  if (!round || !cards) return empty;
  const mains = myMainBets(myBets);
  if (round.revealed) {
    const deal = decisionOutcome(GameType.BLACKJACK, round.revealed) as BlackjackDeal & { game: "blackjack" };
    return {
      shared: [...deal.player], dealer: [...deal.dealer], dealerTotal: handTotal(deal.dealer), dealerBlackjack: deal.dealerBlackjack,
      bets: mains.map((b) => {
        const r = settleBlackjackBet(deal, { kind: b.kind, amount: b.amount, actions: actionsOf(round.decisions, b.betIndex, round.window) }, { windows: round.window, windowOpen: false });
        return { betIndex: b.betIndex, stake: b.amount, insured: r.insured, natural: r.natural, payout: b.payout ?? r.payout, hands: r.hands.map((h) => handView(h, { result: handResult(h, r.natural, deal) })) };
      }),
    };
  }
  const open = windowOpen(round, now);
  return {
    shared: [...cards.player], dealer: [cards.up, null], dealerTotal: handTotal([cards.up]), dealerBlackjack: false,
    bets: mains.map((b) => {
      const { bet, through } = replayShown(cards, round, b.betIndex, open);
      const pendingDraw = through < round.window && !!decisionIn(round.decisions, b.betIndex, round.window);
      return {
        betIndex: b.betIndex, stake: b.amount, insured: bet.insured, natural: bet.natural, payout: null,
        hands: bet.hands.map((h, i) => handView(h, { active: open && !bet.finished && i === bet.active, drawing: pendingDraw && i === bet.active })),
      };
    }),
  };
}
