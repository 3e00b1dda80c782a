import { rankOf } from "../../cards/cards.js";
import { betKindId, GameType } from "../bet-kinds.js";
import type { Bet, BetKindInfo, CardSource, GameModule, TableLimits, Validation } from "../types.js";
import { checkStake, hasNumbers, invalid, offers } from "../validation.js";
import { handTotal, isBlackjack, type PlayerHand } from "./hand.js";
import { playBlackjack, type BlackjackOutcome } from "./round.js";

export const BlackjackBet = {
  MAIN: betKindId(GameType.BLACKJACK, 1),
  INSURANCE: betKindId(GameType.BLACKJACK, 2),
  /** Stake set aside for the shared hand's doubles and splits (up to 3 × main); unused stake comes back. */
  RESERVE: betKindId(GameType.BLACKJACK, 3),
} as const;
/** A reserve covers at most a split and a double on each of the two hands. */
export const MAX_EXTRA_STAKES = 3;

/** A hand's return per unit of its stake, ×2 so that 3:2 stays whole: blackjack 5, win 4, push 2, loss 0. */
export function handReturnX2(hand: PlayerHand, o: BlackjackOutcome): number {
  const natural = o.hands.length === 1 && isBlackjack(hand.cards);
  if (o.dealerBlackjack) return natural ? 2 : 0;
  if (natural) return 5;
  const player = handTotal(hand.cards).total;
  if (player > 21) return 0;
  const dealer = handTotal(o.dealer).total;
  if (dealer > 21 || player > dealer) return 4;
  return player === dealer ? 2 : 0;
}

/**
 * Stake units a player has on each hand, given how many extra stakes the reserve covers. Extra
 * stakes go in the order the decisions took them: the split hand first, then doubles in hand
 * order. A hand the reserve cannot cover is not the player's (0); an uncovered double stays at 1.
 */
export function handStakes(o: BlackjackOutcome, extraStakes: number): number[] {
  let extra = extraStakes;
  const take = () => (extra > 0 ? (extra--, 1) : 0);
  const stakes = o.hands.map((_, i) => (i === 0 ? 1 : take()));
  return o.hands.map((h, i) => (h.doubled && stakes[i] === 1 ? 1 + take() : stakes[i]!));
}

const upAce = (o: BlackjackOutcome) => rankOf(o.dealer[0]!) === 1;

/** Total returned on the main bet for a player whose reserve covers `extraStakes` extra stakes. */
function mainReturn(main: bigint, o: BlackjackOutcome, extraStakes: number): bigint {
  const stakes = handStakes(o, extraStakes);
  return o.hands.reduce((sum, h, i) => sum + (main * BigInt(stakes[i]! * handReturnX2(h, o))) / 2n, 0n);
}

/**
 * Shared-hand live blackjack. Every player's main bet rides on the one hand the table plays.
 * Blackjack pays 3:2 (rounded down to the unit), a win 1:1, a push returns the stake. Insurance
 * (at most half the main bet, placed with it) is taken only when the dealer shows an ace: it then
 * pays 2:1 on a dealer blackjack and loses otherwise; with any other up card it comes back.
 * `payout` settles one bet alone (a main bet without a reserve plays the first hand at one stake);
 * `settle` settles one player's bets together so a reserve funds doubles and splits.
 */
export const blackjack: GameModule<BlackjackOutcome, CardSource> & {
  play: typeof playBlackjack;
  settle(bets: readonly Bet[], o: BlackjackOutcome): bigint[];
  validatePlayerBets(bets: readonly Bet[], limits?: TableLimits): Validation;
} = {
  gameType: GameType.BLACKJACK,
  name: "blackjack",
  betKinds: [
    { id: BlackjackBet.MAIN, name: "main", pays: "3:2", maxReturnX100: 800 },
    { id: BlackjackBet.INSURANCE, name: "insurance", pays: "2:1", maxReturnX100: 300 },
    { id: BlackjackBet.RESERVE, name: "double/split reserve", pays: "1:1", maxReturnX100: 100 },
  ] satisfies BetKindInfo[],
  validateBet(bet, limits) {
    // Table limits bind the main bet; insurance and the reserve are sized from it.
    const stake = checkStake(bet, bet.kind === BlackjackBet.MAIN ? limits : undefined);
    if (!stake.ok) return stake;
    if (!offers(blackjack.betKinds, bet.kind)) return invalid("unknown-kind", "unknown blackjack bet");
    return hasNumbers(bet) ? invalid("bad-numbers", "blackjack bets name no numbers") : stake;
  },
  validatePlayerBets(bets, limits) {
    for (const b of bets) {
      const v = blackjack.validateBet(b, limits);
      if (!v.ok) return v;
    }
    const of = (kind: number) => bets.filter((b) => b.kind === kind);
    const [main, ...moreMain] = of(BlackjackBet.MAIN);
    if (moreMain.length || of(BlackjackBet.INSURANCE).length > 1 || of(BlackjackBet.RESERVE).length > 1) return invalid("bad-stake", "one bet of each kind per player");
    const side = bets.filter((b) => b.kind !== BlackjackBet.MAIN);
    if (!main) return side.length ? invalid("bad-stake", "insurance and reserve need a main bet") : { ok: true };
    if (of(BlackjackBet.INSURANCE).some((b) => b.amount * 2n > main.amount)) return invalid("above-max", "insurance is at most half the main bet");
    if (of(BlackjackBet.RESERVE).some((b) => b.amount > main.amount * BigInt(MAX_EXTRA_STAKES))) return invalid("above-max", "the reserve is at most three main bets");
    return { ok: true };
  },
  deal: (source) => playBlackjack(source),
  play: playBlackjack,
  payout(bet, o) {
    if (hasNumbers(bet)) return 0n; // these bets name no numbers: a malformed bet pays nothing
    if (bet.kind === BlackjackBet.MAIN) return mainReturn(bet.amount, o, 0);
    if (bet.kind === BlackjackBet.INSURANCE) return !upAce(o) ? bet.amount : o.dealerBlackjack ? bet.amount * 3n : 0n;
    if (bet.kind === BlackjackBet.RESERVE) return bet.amount;
    return 0n;
  },
  settle(bets, o) {
    const main = bets.find((b) => b.kind === BlackjackBet.MAIN && !hasNumbers(b));
    const reserve = bets.find((b) => b.kind === BlackjackBet.RESERVE && !hasNumbers(b));
    if (!main) return bets.map((b) => blackjack.payout(b, o));
    const covered = reserve ? Math.min(MAX_EXTRA_STAKES, Number(reserve.amount / main.amount)) : 0;
    const used = handStakes(o, covered).reduce((s, n) => s + n, 0) - 1;
    return bets.map((b) => (b === main ? mainReturn(main.amount, o, covered) : b === reserve ? b.amount - BigInt(used) * main.amount : blackjack.payout(b, o)));
  },
};
