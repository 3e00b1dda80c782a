// @vitest-environment node
import { describe, expect, it } from "vitest";
import { BlackjackAction, BlackjackBet, GameType, handTotal, HoldemAction, HoldemBet, isBlackjack, rankOf, roundDeckCommitment } from "@sunrise/games";
import { ALICE, BOB, CLIENT_SEED, decisionRecord, SERVER_SEED } from "./decision-fairness-kit.js";
import { decisionWorstCase, verifyDecisionRound } from "./decision-checks.js";

const failed = (v: ReturnType<typeof verifyDecisionRound>) => [...v.seeds, ...v.cards, ...v.decisions, ...v.payouts].filter((c) => !c.ok).map((c) => c.key);
const close = { closedBlock: 901, closeBlockHash: `0x${"ce".repeat(32)}`, clientSeed: CLIENT_SEED };

const holdem = () => decisionRecord(GameType.POKER, 21, [
  { player: ALICE, kind: HoldemBet.ANTE, amount: 10_000_000n },
  { player: ALICE, kind: HoldemBet.AA_BONUS, amount: 2_000_000n },
  { player: BOB, kind: HoldemBet.ANTE, amount: 5_000_000n },
], [{ betIndex: 0, window: 1, action: HoldemAction.CALL }, { betIndex: 2, window: 1, action: HoldemAction.FOLD }]);

/** A blackjack round where the first two cards can take a hit (no natural, no ace up, below 21 after one card). */
function blackjackRound() {
  for (let id = 1; ; id++) {
    const c = roundDeckCommitment(SERVER_SEED, CLIENT_SEED, id, 8).cards;
    if (rankOf(c[2]!) === 1 || isBlackjack(c.slice(0, 2)) || handTotal([c[0]!, c[1]!, c[40]!]).total >= 21) continue;
    return decisionRecord(GameType.BLACKJACK, id, [
      { player: ALICE, kind: BlackjackBet.MAIN, amount: 10_000_000n },
      { player: BOB, kind: BlackjackBet.MAIN, amount: 4_000_000n },
    ], [
      { betIndex: 0, window: 1, action: BlackjackAction.HIT },
      { betIndex: 0, window: 2, action: BlackjackAction.STAND },
      { betIndex: 1, window: 1, action: BlackjackAction.DOUBLE },
    ], 2);
  }
}

describe("a hold'em round checked in the browser", () => {
  it("accepts an honest round: seeds, the client seed's fold, the deck root, each proven card, the outcome, the decisions and the payouts", () => {
    const r = holdem();
    const v = verifyDecisionRound(r, close);
    expect(failed(v)).toEqual([]);
    expect(v.cards.map((c) => c.key)).toEqual(["deck-root", "card-0", "card-1", "card-4", "card-5", "card-6", "outcome", "result"]);
    expect(v.decisions).toHaveLength(2);
    expect(v.payouts.map((c) => c.key)).toEqual(["payout-0", "payout-1", "payout-2"]);
    expect(v.bets[2]!.owed?.payout).toBe(0n);
  });

  it("catches a card that is not the deck's, a wrong seed, a decision the rules refuse and a payout that is not the engine's", () => {
    const r = holdem();
    const swapped = r.cardProofs.map((p) => (p.position === 4 ? { ...p, card: (p.card + 1) % 52 } : p));
    expect(failed(verifyDecisionRound({ ...r, cardProofs: swapped }, close))).toEqual(["card-4"]);
    expect(failed(verifyDecisionRound({ ...r, serverSeed: `0x${"4c".repeat(32)}` }, close))).toEqual(expect.arrayContaining(["commitment", "deck-root", "card-0", "outcome"]));
    const onBonus = r.decisions!.map((d, i) => (i === 0 ? { ...d, betIndex: 1 } : d));
    expect(failed(verifyDecisionRound({ ...r, decisions: onBonus }, close))).toEqual(expect.arrayContaining(["decision-0"]));
    const cheated = r.bets!.map((b, i) => (i === 0 ? { ...b, payout: String(BigInt(b.payout!) - 1n) } : b));
    expect(failed(verifyDecisionRound({ ...r, bets: cheated }, close))).toEqual(["payout-0"]);
  });

  it("owes an ante that had not decided its worst case when the round was settled inside the window, as the contract says it was", () => {
    const r = decisionRecord(GameType.POKER, 21, [{ player: ALICE, kind: HoldemBet.ANTE, amount: 10_000_000n }], [], 1, true);
    expect(r.bets![0]!.payout).toBe(String(101n * 10_000_000n));
    expect(failed(verifyDecisionRound(r, close))).toEqual([]);
    expect(verifyDecisionRound(r, close).bets[0]!.owed?.cutShort).toBe(true);
    expect(failed(verifyDecisionRound({ ...r, settledInWindow: false }, close))).toEqual(["payout-0"]);
  });

  it("catches a call that escrowed less than 2 × ante, and a client seed that drops a player's seed", () => {
    const r = holdem();
    expect(failed(verifyDecisionRound({ ...r, decisions: r.decisions!.map((d, i) => (i === 0 ? { ...d, extraStake: "10000000" } : d)) }, close))).toEqual(["decision-0"]);
    expect(failed(verifyDecisionRound({ ...r, playerSeeds: r.playerSeeds!.slice(1) }, close))).toEqual(["client-seed"]);
  });
});

describe("a blackjack round checked in the browser", () => {
  it("replays each bet's hits, stands and doubles on the common extra cards and pays what the engine pays", () => {
    const r = blackjackRound();
    const v = verifyDecisionRound(r, null);
    expect(failed(v)).toEqual([]);
    expect(v.cards.filter((c) => c.key.startsWith("card-")).map((c) => c.key)).toEqual(["card-0", "card-1", "card-2", "card-40"]);
    // Both bets drew the same first extra card.
    expect(v.bets.map((b) => b.hands![0]!.cards[2])).toEqual([r.cardProofs[3]!.card, r.cardProofs[3]!.card]);
    expect(v.bets[1]!.owed?.extraStake).toBe(4_000_000n);
  });

  it("fails a hit recorded where the bet could no longer act", () => {
    const r = blackjackRound();
    const late = [...r.decisions!, { betIndex: 1, player: BOB, hand: 0, window: 2, action: BlackjackAction.HIT, extraStake: "0" }];
    expect(failed(verifyDecisionRound({ ...r, decisions: late }, null))).toEqual(expect.arrayContaining(["decision-3"]));
  });
});

describe("a forfeited decision round", () => {
  it("owes each bet its stake's worst case plus what its decisions escrowed", () => {
    const r = holdem();
    expect(decisionWorstCase(r, r.bets![0]!, 0)).toBe(101n * 10_000_000n + 40_000_000n);
    expect(decisionWorstCase(r, r.bets![1]!, 1)).toBe(101n * 2_000_000n);
    expect(decisionWorstCase(r, r.bets![2]!, 2)).toBe(101n * 5_000_000n);
    const bj = blackjackRound();
    expect(decisionWorstCase(bj, bj.bets![1]!, 1)).toBe(10_000_000n + 8_000_000n);
  });
});
