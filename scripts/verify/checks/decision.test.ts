import { BlackjackAction as A, BlackjackBet, HoldemAction, HoldemBet, valueOf } from "@sunrise/games";
import { describe, expect, it } from "vitest";
import { ALICE, BOB, blackjackTable, decisionRound, forfeited, holdemTable } from "../_test/decision-recorded.js";
import { formatReport } from "../report.js";
import { checkDecisionRound } from "./decision.js";
import type { DecisionRoundRecord, Section } from "./records.js";

const failed = (sections: Section[]) => sections.flatMap((s) => s.checks).filter((c) => !c.ok).map((c) => c.label);
const detailOf = (sections: Section[], label: string | RegExp) => sections.flatMap((s) => s.checks).find((c) => (typeof label === "string" ? c.label === label : label.test(c.label)))?.detail;
const SUSD = 1_000_000n;

/** Alice calls, Bob folds his ante and has an AA bonus bet. */
const holdem = () => decisionRound(3, [
  { player: ALICE, kind: HoldemBet.ANTE, amount: 2n * SUSD, prefers: [[HoldemAction.CALL]] },
  { player: BOB, kind: HoldemBet.ANTE, amount: SUSD, prefers: [[HoldemAction.FOLD]] },
  { player: BOB, kind: HoldemBet.AA_BONUS, amount: SUSD },
]);

/** Alice insures or hits, hits again, then stands; Bob refuses insurance or doubles. */
const blackjack = (opts: Parameters<typeof decisionRound>[2] = {}) => decisionRound(7, [
  { player: ALICE, kind: BlackjackBet.MAIN, amount: 2n * SUSD, prefers: [[A.INSURANCE, A.HIT], [A.HIT], [A.STAND]] },
  { player: BOB, kind: BlackjackBet.MAIN, amount: 4n * SUSD, prefers: [[A.NO_INSURANCE, A.DOUBLE], [A.DOUBLE]] },
], opts);

const withDecision = (r: DecisionRoundRecord, i: number, change: Partial<DecisionRoundRecord["decisions"][number]>): DecisionRoundRecord => ({
  ...r, decisions: r.decisions.map((d, j) => (j === i ? { ...d, ...change } : d)),
});

describe("checking a casino hold'em round", () => {
  it("passes an honest settled round: seeds, deck root, the deal's cards, the call and the fold, every payout", () => {
    const sections = checkDecisionRound(holdemTable, holdem());
    expect(failed(sections)).toEqual([]);
    expect(sections.map((s) => s.title)).toEqual([expect.stringContaining("Round 5 of table 3 (casino hold'em"), "Seeds", "Cards", "Outcome", "Decisions", "Payouts"]);
    const report = formatReport(sections);
    expect(report.text).toMatch(/PASS: all \d+ checks hold$/);
    expect(report.text).toContain("✓ window 1 shows the deal's cards (positions 0, 1, 4, 5, 6)");
    expect(report.text).toContain("✓ bet #0, window 1: call by 0x70997970…dc79C8");
    expect(report.text).toContain("✓ bet #1, window 1: fold by 0x3C44CdDd…4293BC");
    expect(report.text).toMatch(/✓ bet #0 ante, 2\.0 SUSD, call → /);
    expect(report.text).toMatch(/✓ bet #2 AA bonus, 1\.0 SUSD → /);
  });

  it("fails a proven card the deck does not hold there, and a wrong Merkle proof", () => {
    const r = holdem();
    const [deal] = r.proven;
    const card = (deal!.cards[0]! + 1) % 52;
    const swapped = { ...r, proven: [{ ...deal!, cards: [card, ...deal!.cards.slice(1)] }] };
    const wrongCard = checkDecisionRound(holdemTable, swapped);
    expect(failed(wrongCard)).toEqual([expect.stringMatching(/^window 1: .+ at position 0 is proven against the root and is the deck's card$/)]);
    expect(detailOf(wrongCard, /at position 0/)).toMatch(/Merkle proof does not lead to the root; the deck holds .+ there/);

    const proofs = deal!.proofs.map((p, i) => (i === 2 ? [`0x${"77".repeat(32)}`, ...p.slice(1)] : p));
    const badProof = checkDecisionRound(holdemTable, { ...r, proven: [{ ...deal!, proofs }] });
    expect(failed(badProof)).toEqual([expect.stringMatching(/at position 4 is proven against the root/)]);
    expect(detailOf(badProof, /at position 4/)).toBe("its Merkle proof does not lead to the root");
  });

  it("fails a deal that proves other positions than the rules' deal positions", () => {
    const r = holdem();
    const deal = r.proven[0]!;
    const shifted = { ...deal, positions: deal.positions.map((p) => (p === 6 ? 7 : p)) };
    expect(failed(checkDecisionRound(holdemTable, { ...r, proven: [shifted] }))).toContain("window 1 shows the deal's cards (positions 0, 1, 4, 5, 6)");
  });

  it("fails an illegal decision: on the AA bonus, by another player, after the window closed, twice, in a window never opened", () => {
    const r = holdem();
    const labels = (x: DecisionRoundRecord) => failed(checkDecisionRound(holdemTable, x)).filter((l) => l.startsWith("bet #"));
    expect(labels({ ...r, decisions: [...r.decisions, { ...r.decisions[1]!, betIndex: 2, action: HoldemAction.CALL, extraStake: 2n * SUSD }] })).toContain("bet #2, window 1: call by 0x3C44CdDd…4293BC");
    const byBob = withDecision(r, 0, { player: BOB, account: BOB });
    expect(labels(byBob)).toEqual(["bet #0, window 1: call by 0x3C44CdDd…4293BC"]);
    expect(detailOf(checkDecisionRound(holdemTable, byBob), /call by/)).toBe(`taken by ${BOB} (account ${BOB}), the bet is account ${ALICE}'s`);
    const late = withDecision(r, 1, { time: r.windows[0]!.closesAt });
    expect(detailOf(checkDecisionRound(holdemTable, late), /fold by/)).toMatch(/the window closed at/);
    const twice = { ...r, decisions: [...r.decisions, { ...r.decisions[1]!, action: HoldemAction.CALL, extraStake: 2n * SUSD }] };
    expect(detailOf(checkDecisionRound(holdemTable, twice), "bet #1, window 1: call by 0x3C44CdDd…4293BC")).toBe("bet #1 already decided in window 1");
    expect(labels(withDecision(r, 1, { window: 2 }))).toEqual(["bet #1, window 2: fold by 0x3C44CdDd…4293BC"]);
  });

  it("passes a decision from the other wallet of the bet's account, and fails one whose wallet is of another account", () => {
    const r = holdem();
    // Bob's wallet linked to Alice's account: the contract takes his decision on her bet as hers.
    const linked = withDecision(r, 0, { player: BOB, account: ALICE });
    expect(failed(checkDecisionRound(holdemTable, linked))).toEqual([]);
    expect(detailOf(checkDecisionRound(holdemTable, linked), /call by/)).toMatch(/by a wallet of the bet's own account inside the window, once$/);
    const otherAccount = withDecision(r, 0, { account: BOB });
    expect(failed(checkDecisionRound(holdemTable, otherAccount))).toEqual(["bet #0, window 1: call by 0x70997970…dc79C8"]);
    expect(detailOf(checkDecisionRound(holdemTable, otherAccount), /call by/)).toBe(`taken by ${ALICE} (account ${BOB}), the bet is account ${ALICE}'s`);
  });

  it("fails a call that escrowed another extra stake than the rules take", () => {
    const r = holdem();
    const tampered = withDecision(r, 0, { extraStake: SUSD });
    expect(detailOf(checkDecisionRound(holdemTable, tampered), /call by/)).toBe("the rules take an extra stake of 4.0 SUSD, the event escrowed 1.0 SUSD");
  });

  it("fails a wrong, a missing and a double payout, and totals that do not add up", () => {
    const r = holdem();
    const more = { ...r, paid: r.paid.map((p, i) => (i === 0 ? { ...p, payout: p.payout + 1n } : p)) };
    expect(failed(checkDecisionRound(holdemTable, more))).toEqual([expect.stringMatching(/^bet #0 ante, 2\.0 SUSD, call → /)]);
    expect(failed(checkDecisionRound(holdemTable, { ...r, paid: [...r.paid, r.paid[1]!] }))).toEqual([expect.stringMatching(/^bet #1 ante/)]);
    expect(failed(checkDecisionRound(holdemTable, { ...r, paid: r.paid.slice(1) }))).toEqual([expect.stringMatching(/^bet #0 ante/)]);
    expect(failed(checkDecisionRound(holdemTable, { ...r, settled: { ...r.settled!, totalStaked: r.settled!.totalStaked - 4n * SUSD } }))).toEqual(["RoundSettled totals equal the stakes and extra stakes, and the payouts"]);
  });

  it("fails a seed against another commitment, and a client seed without one of the player seeds", () => {
    const r = holdem();
    expect(failed(checkDecisionRound(holdemTable, { ...r, commitment: `0x${"00".repeat(32)}` }))).toEqual(["server seed matches the commitment published when the round opened"]);
    const fails = failed(checkDecisionRound(holdemTable, { ...r, playerSeeds: r.playerSeeds.slice(1) }));
    expect(fails[0]).toMatch(/^client seed = keccak256\(close block hash, 1 player seed folded in log order\)/);
    // The deck recomputed from the honest client seed is no longer the dealt one.
    expect(fails).toContain("the deck recomputed from the revealed server seed and the client seed has the published root");
  });

  it("fails a revealed outcome other than the deck's first cards", () => {
    const r = holdem();
    const other = [...r.revealed!.outcome.slice(0, 8), (r.revealed!.outcome[8]! + 1) % 52];
    const fails = failed(checkDecisionRound(holdemTable, { ...r, revealed: { ...r.revealed!, outcome: other }, storedOutcome: other }));
    expect(fails).toEqual(["the revealed outcome is the deck's first 9 cards (0 extra cards drawn)"]);
  });

  it("owes an undecided ante its worst case when the settle came inside the window", () => {
    const r = decisionRound(3, [
      { player: ALICE, kind: HoldemBet.ANTE, amount: 2n * SUSD, prefers: [[HoldemAction.CALL]] },
      { player: BOB, kind: HoldemBet.ANTE, amount: SUSD },
    ], { settleInWindow: true });
    expect(r.paid[1]!.payout).toBe(101n * SUSD);
    const sections = checkDecisionRound(holdemTable, r);
    expect(failed(sections)).toEqual([]);
    expect(formatReport(sections).text).toContain("✓ bet #1 ante, 1.0 SUSD, no decision → 101.0 SUSD");
    // The same payouts with a settle after the window closed: the undecided ante folded and is owed nothing.
    const after = { ...r, revealed: { ...r.revealed!, time: r.windows[0]!.closesAt }, view: { ...r.view, settledInWindow: false } };
    expect(failed(checkDecisionRound(holdemTable, after))).toContain("bet #1 ante, 1.0 SUSD, no decision → 0.0 SUSD");
    expect(failed(checkDecisionRound(holdemTable, { ...r, view: { ...r.view, settledInWindow: false } }))).toEqual(["the contract's settledInWindow agrees with the block times"]);
  });
});

describe("checking a blackjack round", () => {
  it("passes an honest round with hits and a double: each window shows the extra cards the last one drew", () => {
    const r = blackjack();
    expect(r.decisions.map((d) => d.action)).toEqual(expect.arrayContaining([A.HIT, A.DOUBLE]));
    const sections = checkDecisionRound(blackjackTable, r);
    expect(failed(sections)).toEqual([]);
    const text = formatReport(sections).text;
    expect(text).toContain("✓ window 2 shows the 1 extra card window 1's decisions drew (position 40)");
    expect(text).toContain("✓ bet #1, window 1, hand 0: double by 0x3C44CdDd…4293BC");
    expect(text).toMatch(/✓ the revealed outcome is the deck's first 42 cards \(2 extra cards drawn\)/);
    expect(text).toMatch(/✓ bet #0 main, 2\.0 SUSD, hit, hit → /);
  });

  it("fails a double after a hit, and a hit the rules allow on no hand", () => {
    const r = blackjack();
    const hit = r.decisions.findIndex((d) => d.betIndex === 0 && d.window === 2);
    expect(detailOf(checkDecisionRound(blackjackTable, withDecision(r, hit, { action: A.DOUBLE, extraStake: 2n * SUSD })), /window 2, hand 0: double/)).toMatch(/^the rules refuse it: /);
    expect(failed(checkDecisionRound(blackjackTable, withDecision(r, hit, { hand: 3 })))).toContain("bet #0, window 2, hand 3: hit by 0x70997970…dc79C8");
  });

  it("fails a window that shows fewer extra cards than the decisions drew, or more", () => {
    const r = blackjack();
    const [deal, second, ...rest] = r.proven;
    const none = { ...second!, positions: [], cards: [], salts: [], proofs: [] };
    expect(failed(checkDecisionRound(blackjackTable, { ...r, proven: [deal!, none, ...rest] }))).toContain("window 2 shows the 1 extra card window 1's decisions drew (position 40)");
    const extra = { ...deal!, window: 2, positions: [99], cards: [deal!.cards[0]!], salts: [deal!.salts[0]!], proofs: [deal!.proofs[0]!] };
    expect(failed(checkDecisionRound(blackjackTable, { ...r, proven: [...r.proven, extra] }))).toEqual(expect.arrayContaining(["window 2 shows the 1 extra card window 1's decisions drew (position 40)"]));
  });

  it("passes a split played hand after hand, and fails a decision for the hand not in play", () => {
    // A server seed whose deal gives every seat a pair (the dealer showing no ace).
    const byte = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0")).find((b) => {
      const r = decisionRound(7, [{ player: BOB, kind: BlackjackBet.MAIN, amount: SUSD }], { serverSeed: `0x${b.repeat(32)}` });
      const [p0, p1, up] = r.proven[0]!.cards;
      return valueOf(p0!) === valueOf(p1!) && valueOf(p0!) !== 1 && valueOf(up!) !== 1;
    })!;
    const r = decisionRound(7, [{ player: BOB, kind: BlackjackBet.MAIN, amount: 2n * SUSD, prefers: [[A.SPLIT], [A.STAND], [A.STAND]] }], { serverSeed: `0x${byte.repeat(32)}` });
    expect(r.decisions.map((d) => [d.window, d.hand, d.action])).toEqual([[1, 0, A.SPLIT], [2, 0, A.STAND], [3, 1, A.STAND]]);
    const text = formatReport(checkDecisionRound(blackjackTable, r)).text;
    expect(text).toMatch(/PASS: all \d+ checks hold$/);
    expect(text).toContain("✓ window 2 shows the 2 extra cards window 1's decisions drew (positions 40, 41)");
    expect(text).toContain("✓ bet #0, window 3, hand 1: stand by 0x3C44CdDd…4293BC");
    expect(text).toMatch(/✓ bet #0 main, 2\.0 SUSD, split, stand, stand → /);
    expect(failed(checkDecisionRound(blackjackTable, withDecision(r, 2, { hand: 0 })))).toEqual(["bet #0, window 3, hand 0: stand by 0x3C44CdDd…4293BC"]);
  });

  it("fails a bet record whose actions are not the logged decisions'", () => {
    const r = blackjack();
    const bets = r.bets.map((b, i) => (i === 1 ? { ...b, actions: b.actions.map(() => A.STAND) } : b));
    expect(failed(checkDecisionRound(blackjackTable, { ...r, bets }))).toEqual(["each bet's decisions and extra stakes on record (betAt) are the logged decisions'"]);
  });
});

describe("checking a forfeited, refunded or unfinished decision round", () => {
  it("passes a forfeited round that paid every bet its worst case with the call's, and fails one short of it", () => {
    const r = forfeited(holdem());
    const sections = checkDecisionRound(holdemTable, r);
    expect(failed(sections)).toEqual([]);
    const text = formatReport(sections).text;
    expect(text).toContain("✓ bet #0 ante, 2.0 SUSD, call → 210.0 SUSD");
    expect(text).toContain("✓ bet #1 ante, 1.0 SUSD, fold → 101.0 SUSD");
    expect(text).toContain("✓ RoundForfeited's total is every bet's worst case");
    const short = { ...r, paid: r.paid.map((p, i) => (i === 0 ? { ...p, payout: 202n * SUSD } : p)) };
    expect(failed(checkDecisionRound(holdemTable, short))).toEqual(["bet #0 ante, 2.0 SUSD, call → 210.0 SUSD"]);
  });

  it("passes a forfeited blackjack round with the double's and insurance's worst case", () => {
    const r = forfeited(blackjack());
    expect(failed(checkDecisionRound(blackjackTable, r))).toEqual([]);
    const noted = { ...r, bets: r.bets.map((b) => ({ ...b, maxReturn: b.amount * 5n })) };
    expect(failed(checkDecisionRound(blackjackTable, noted))).toContain("each bet's reserved worst case on record (betAt) is the recomputed one");
  });

  it("checks a refunded round returned every stake", () => {
    const r = holdem();
    const refunded: DecisionRoundRecord = { ...r, state: "refunded", decisions: [], windows: [], proven: [], paid: [], refunded: { totalRefunded: 4n * SUSD } };
    expect(failed(checkDecisionRound(holdemTable, refunded))).toEqual([]);
    expect(failed(checkDecisionRound(holdemTable, { ...refunded, refunded: { totalRefunded: 3n * SUSD } }))).toEqual(["RoundRefunded returns every stake"]);
  });

  it("asks to check a round still in its windows, or still open, once it is settled; fails a missing round", () => {
    const r = holdem();
    for (const state of ["dealt", "open", "closed"] as const) {
      const text = formatReport(checkDecisionRound(holdemTable, { ...r, state })).text;
      expect(text).toContain("check it once it is settled");
      expect(text).toContain("FAIL");
    }
    expect(failed(checkDecisionRound(holdemTable, { ...r, state: "none" }))).toEqual(["the round exists"]);
  });
});
