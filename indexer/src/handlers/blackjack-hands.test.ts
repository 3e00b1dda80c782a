import { describe, expect, it } from "vitest";
import { BlackjackAction, BlackjackBet, blackjackFromCards, checkDecision, settleBlackjackBet, BLACKJACK_EXTRA_BASE } from "@sunrise/games";
import { handsOf } from "./decision-table.js";

/** A small deterministic generator (mulberry32): the same rounds on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ACTIONS = Object.values(BlackjackAction);

describe("each hand's own result", () => {
  it("adds up, with insurance, to what the engine pays the bet, over random decks and random decisions", () => {
    const next = random(7);
    const main = 10_000_001n;
    const seen = new Set<string>();
    for (let round = 0; round < 4000; round++) {
      // Card codes 0–51 drawn freely (eight decks make repeats possible); pairs and aces up made common.
      const cards = Array.from({ length: BLACKJACK_EXTRA_BASE + 12 }, () => Math.floor(next() * 52));
      if (next() < 0.3) cards[1] = (cards[0]! + 13 * Math.floor(next() * 3 + 1)) % 52;
      if (next() < 0.2) cards[2] = 13 * Math.floor(next() * 4);
      const deal = blackjackFromCards(cards);
      const shown = [cards[0]!, cards[1]!, cards[2]!, ...cards.slice(BLACKJACK_EXTRA_BASE)];
      const actions: number[] = [];
      let windows = 0;
      for (let w = 1; w <= 8; w++) {
        windows = w;
        const bet = { kind: BlackjackBet.MAIN, amount: main, actions };
        const allowed = [0, 1].flatMap((hand) => ACTIONS.filter((a) => checkDecision(7, shown, bet, w, hand, a).ok));
        if (!allowed.length) break;
        actions.push(next() < 0.1 ? 0 : allowed[Math.floor(next() * allowed.length)]!);
      }
      const settled = settleBlackjackBet(deal, { kind: BlackjackBet.MAIN, amount: main, actions }, { windows, windowOpen: false });
      if (settled.cutShort) continue;
      const hands = handsOf(deal, settled, main);
      const insurance = settled.insured && deal.dealerBlackjack ? 3n * (main / 2n) : 0n;
      expect(hands.every((h) => h.outcome !== null), `round ${round}: ${JSON.stringify({ cards: cards.slice(0, 4), actions })}`).toBe(true);
      expect(hands.reduce((s, h) => s + BigInt(h.payout!), insurance)).toBe(settled.payout);
      for (const h of hands) seen.add(`${h.outcome}${deal.dealerBlackjack ? ":dealer-bj" : ""}${hands.length > 1 ? ":split" : ""}${h.doubled ? ":double" : ""}`);
    }
    // The rounds covered every kind of hand result.
    for (const kind of ["win", "lose", "push", "blackjack", "win:split", "lose:split:double", "push:dealer-bj", "lose:dealer-bj:split", "win:double"]) expect(seen, kind).toContain(kind);
  });
});
