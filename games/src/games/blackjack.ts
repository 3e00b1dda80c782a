import { valueOf, type Card } from "../cards/cards.js";
import { betKindId, GameType } from "./bet-kinds.js";
import { returnOf, type Bet, type BetKindInfo, type CardSource, type GameModule, validateKindOnly, hasNumbers } from "./types.js";

export const BlackjackBet = { MAIN: betKindId(GameType.BLACKJACK, 1), INSURANCE: betKindId(GameType.BLACKJACK, 2) } as const;
export type Decision = "hit" | "stand" | "double" | "split";
/** How long the table waits for the shared hand's decision before standing (dealer side). */
export const DECISION_WINDOW_MS = 10_000;

export interface HandTotal { total: number; soft: boolean }

/** Best total: aces count 11 when that does not bust. */
export function handTotal(cards: readonly Card[]): HandTotal {
  const hard = cards.reduce((s, c) => s + valueOf(c), 0);
  const soft = cards.some((c) => valueOf(c) === 1) && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}

export const isBlackjack = (cards: readonly Card[]) => cards.length === 2 && handTotal(cards).total === 21;

export interface PlayerHand { cards: Card[]; stake: 1 | 2; fromSplit: boolean; doubled: boolean }

export interface BlackjackOutcome {
  hands: PlayerHand[];
  dealer: Card[];
  dealerBlackjack: boolean;
  /** Decisions the round actually used, in order (missing ones are stands). */
  decisions: Decision[];
}

/** The decisions a hand may take now: the dealer's window offers exactly these. */
export function allowedDecisions(hand: PlayerHand, handsSoFar: number): Decision[] {
  const { total } = handTotal(hand.cards);
  if (total >= 21 || hand.doubled) return [];
  if (hand.fromSplit && valueOf(hand.cards[0]!) === 1) return []; // split aces take one card each
  const out: Decision[] = ["hit", "stand"];
  if (hand.cards.length === 2) out.push("double");
  if (hand.cards.length === 2 && handsSoFar === 1 && valueOf(hand.cards[0]!) === valueOf(hand.cards[1]!)) out.push("split");
  return out;
}

/**
 * Shared-hand live blackjack: one hand played by the table's decisions (hit, stand, double,
 * split once), dealer peeks for blackjack, stands on soft 17. A pure function of the shoe
 * position and the decision list.
 */
export function playBlackjack(source: CardSource, decisionList: readonly Decision[] = []): BlackjackOutcome {
  const queue = [...decisionList];
  const used: Decision[] = [];
  const first = [source.draw()];
  const dealer = [source.draw()];
  first.push(source.draw());
  dealer.push(source.draw());
  const hands: PlayerHand[] = [{ cards: first, stake: 1, fromSplit: false, doubled: false }];
  const dealerBlackjack = isBlackjack(dealer);
  if (!dealerBlackjack && !isBlackjack(first)) {
    for (let i = 0; i < hands.length; i++) {
      const hand = hands[i]!;
      if (hand.cards.length === 1) hand.cards.push(source.draw());
      for (;;) {
        const allowed = allowedDecisions(hand, hands.length);
        if (allowed.length === 0) break;
        const wanted = queue.shift() ?? "stand";
        const d = allowed.includes(wanted) ? wanted : "stand";
        used.push(d);
        if (d === "stand") break;
        if (d === "hit") hand.cards.push(source.draw());
        if (d === "double") {
          hand.stake = 2;
          hand.doubled = true;
          hand.cards.push(source.draw());
        }
        if (d === "split") {
          const second = hand.cards.pop()!;
          hand.fromSplit = true;
          hand.cards.push(source.draw());
          hands.push({ cards: [second], stake: 1, fromSplit: true, doubled: false });
        }
      }
    }
    if (hands.some((h) => handTotal(h.cards).total <= 21)) {
      while (handTotal(dealer).total < 17) dealer.push(source.draw());
    }
  }
  return { hands, dealer, dealerBlackjack, decisions: used };
}

/** Units returned per unit of one hand's stake ×2 (so 3:2 stays an integer): win 4, blackjack 5, push 2. */
function handReturnX2(hand: PlayerHand, o: BlackjackOutcome): number {
  const player = handTotal(hand.cards).total;
  const natural = !hand.fromSplit && isBlackjack(hand.cards);
  if (o.dealerBlackjack) return natural ? 2 : 0;
  if (natural) return 5;
  if (player > 21) return 0;
  const dealer = handTotal(o.dealer).total;
  if (dealer > 21 || player > dealer) return 4;
  return player === dealer ? 2 : 0;
}

/**
 * Blackjack pays 3:2, insurance 2:1. The main bet's return counts every hand it became: a
 * double or split adds stake, which the table collects when the decision is taken.
 */
export const blackjack: GameModule<BlackjackOutcome, CardSource> & { stakeUnits(o: BlackjackOutcome): number } = {
  gameType: GameType.BLACKJACK,
  name: "blackjack",
  betKinds: [
    { id: BlackjackBet.MAIN, name: "main", pays: "3:2", maxReturnX100: 800 },
    { id: BlackjackBet.INSURANCE, name: "insurance", pays: "2:1", maxReturnX100: 300 },
  ] satisfies BetKindInfo[],
  validateBet(bet: Bet) {
    return validateKindOnly(bet, blackjack.betKinds, "blackjack");
  },
  deal: (source) => playBlackjack(source),
  payout(bet, o) {
    if (hasNumbers(bet)) return 0n; // these bets name no numbers: a malformed bet pays nothing
    if (bet.kind === BlackjackBet.INSURANCE) return o.dealerBlackjack ? returnOf(bet.amount, 2) : 0n;
    return o.hands.reduce((sum, h) => sum + (bet.amount * BigInt(h.stake) * BigInt(handReturnX2(h, o))) / 2n, 0n);
  },
  /** Total units staked on the main bet after doubles and splits. */
  stakeUnits: (o) => o.hands.reduce((s, h) => s + h.stake, 0),
};
