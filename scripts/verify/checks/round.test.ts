import { cardName as formatCard, GameType } from "@sunrise/games";
import { describe, expect, it } from "vitest";
import { ALICE, BOB, shoeRecord, shoeRound, streamRound, table } from "../_test/recorded.js";
import { formatReport } from "../report.js";
import type { RoundRecord, Section } from "./records.js";
import { checkRound } from "./round.js";

const failed = (sections: Section[]) => sections.flatMap((s) => s.checks).filter((c) => !c.ok).map((c) => c.label);
const roulette = table(GameType.ROULETTE);

describe("checking a stream round", () => {
  it("passes an honest settled round: seed, client seed, outcome, every payout", () => {
    const sections = checkRound(roulette, streamRound());
    expect(failed(sections)).toEqual([]);
    expect(sections.map((s) => s.title)).toEqual([expect.stringContaining("Round 7 of table 3 (roulette"), "Seeds", "Outcome", "Payouts"]);
    const report = formatReport(sections);
    expect(report.text).toMatch(/PASS: all \d+ checks hold$/);
    expect(report.text).toContain("bet #0 straight");
    expect(report.text).toContain(`player seed 0x${"bb".repeat(32)} from ${ALICE}`);
  });

  it("passes honest sic bo and money wheel rounds", () => {
    for (const game of [GameType.SICBO, GameType.MONEY_WHEEL]) {
      const r = streamRound(table(game), 11n);
      const honest = { ...r, bets: [], paid: [], settled: { totalStaked: 0n, totalPaid: 0n } };
      expect(failed(checkRound(table(game), honest))).toEqual([]);
    }
  });

  it("fails a seed that does not match the commitment", () => {
    const r = streamRound();
    expect(failed(checkRound(roulette, { ...r, commitment: `0x${"00".repeat(32)}` }))).toEqual(["server seed matches the commitment published when the round opened"]);
  });

  it("fails a client seed that left out or reordered a player's seed", () => {
    const r = streamRound();
    expect(failed(checkRound(roulette, { ...r, playerSeeds: r.playerSeeds.slice(1) }))).toContain("client seed = keccak256(close block hash, 1 player seed folded in log order)");
    expect(failed(checkRound(roulette, { ...r, playerSeeds: [...r.playerSeeds].reverse() }))[0]).toMatch(/^client seed/);
    expect(failed(checkRound(roulette, { ...r, closed: { block: 42, blockHash: `0x${"ab".repeat(32)}` } }))[0]).toMatch(/^client seed/);
  });

  it("fails an outcome other than the engine's, and payouts that follow it", () => {
    const r = streamRound();
    const other = [(r.revealed!.outcome[0]! + 1) % 37];
    const tampered: RoundRecord = { ...r, revealed: { ...r.revealed!, outcome: other }, storedOutcome: other };
    expect(failed(checkRound(roulette, tampered))).toEqual(["the games engine deals the outcome the contract computed (RoundRevealed)"]);
  });

  it("fails an underpaid, unpaid or twice-paid bet and wrong totals", () => {
    const r = streamRound();
    const under = { ...r, paid: r.paid.map((p) => (p.index === 0 ? { ...p, payout: p.payout - 1n } : p)) };
    expect(failed(checkRound(roulette, under))).toEqual([expect.stringMatching(/^bet #0 straight/)]);
    const totals = { ...r, settled: { ...r.settled!, totalPaid: r.settled!.totalPaid - 1n } };
    expect(failed(checkRound(roulette, totals))).toEqual(["RoundSettled totals equal the bets' stakes and payouts"]);
    const unpaid = { ...r, state: "revealed" as const, settled: undefined, paid: r.paid.slice(0, 2) };
    const sections = checkRound(roulette, unpaid);
    expect(failed(sections)).toEqual([expect.stringMatching(/^bet #2 red/)]);
    expect(formatReport(sections).text).toContain("not paid yet");
    const twice = { ...r, paid: [...r.paid, r.paid[1]!] };
    expect(formatReport(checkRound(roulette, twice)).text).toContain("paid 2 times");
    expect(failed(checkRound(roulette, { ...r, paid: [...r.paid, { index: 9, player: BOB, payout: 1n }] }))).toContain("every payment belongs to a placed bet");
  });

  it("reports rounds that are not settled, do not exist, were refunded or forfeited", () => {
    const r = streamRound();
    expect(failed(checkRound(roulette, { ...r, state: "closed" }))).toEqual(["the round is settled"]);
    expect(failed(checkRound(roulette, { ...r, state: "none" }))).toEqual(["the round exists"]);
    const refunded = { ...r, state: "refunded" as const, paid: [], refunded: { totalRefunded: 8_000_000n } };
    expect(failed(checkRound(roulette, refunded))).toEqual([]);
    expect(failed(checkRound(roulette, { ...refunded, refunded: { totalRefunded: 7_000_000n } }))).toEqual(["RoundRefunded returns every stake"]);
    const maxReturns = [72_000_000n, 36_000_000n, 10_000_000n];
    const forfeited = { ...r, state: "forfeited" as const, revealed: undefined, maxReturns, forfeited: { totalOwed: 118_000_000n }, paid: r.bets.map((b, i) => ({ index: b.index, player: b.player, payout: maxReturns[i]! })) };
    expect(failed(checkRound(roulette, forfeited))).toEqual([]);
    expect(failed(checkRound(roulette, { ...forfeited, paid: forfeited.paid.map((p) => ({ ...p, payout: p.payout / 2n })) }))).toHaveLength(3);
  });
});

describe("checking a shoe round", () => {
  const baccarat = table(GameType.BACCARAT);

  it("proves a mid-shoe round's cards now, and leaves the shuffle for when the shoe is revealed", () => {
    const shoe = shoeRecord(5);
    const sections = checkRound(baccarat, shoeRound(shoe, 3));
    expect(failed(sections)).toEqual([]);
    const text = formatReport(sections).text;
    expect(text).toMatch(/✓ \S+ at position 22 is proven against the shoe root/);
    expect(text).toMatch(/✓ \S+ at position 26 is proven against the shoe root/);
    expect(text).toContain("shoe 1 is not revealed yet");
    expect(text).toContain("✓ shoe client seed is the hash of the block that started the shoe");
  });

  it("checks the whole shuffle once the shoe is revealed", () => {
    const shoe = shoeRecord("all");
    const sections = checkRound(baccarat, shoeRound(shoe, 2));
    expect(failed(sections)).toEqual([]);
    const whole = sections.find((s) => s.title === "Whole shoe")!;
    expect(whole.checks.map((c) => c.label)).toContain("Merkle root of the shuffle matches the published root");
    expect(whole.checks.at(-1)!.label).toMatch(/^every round of the shoe \(\d+\) holds the shuffle's cards at consecutive positions$/);
  });

  it("fails a wrong card, salt or proof, and a round that skips positions", () => {
    const shoe = shoeRecord(5);
    const r = shoeRound(shoe, 3);
    const wrongCard = { ...r, cards: { ...r.cards!, cards: [(r.cards!.cards[0]! + 1) % 52, ...r.cards!.cards.slice(1)] } };
    expect(failed(checkRound(baccarat, wrongCard))).toContain(`${formatCard(wrongCard.cards.cards[0]!)} at position 22 is proven against the shoe root`);
    const wrongSalt = { ...r, cards: { ...r.cards!, salts: [r.cards!.salts[1]!, ...r.cards!.salts.slice(1)] } };
    expect(failed(checkRound(baccarat, wrongSalt))).toHaveLength(1);
    const shortProof = { ...r, cards: { ...r.cards!, proofs: [r.cards!.proofs[0]!.slice(1), ...r.cards!.proofs.slice(1)] } };
    expect(failed(checkRound(baccarat, shortProof))).toHaveLength(1);
    const gap = { ...shoe, rounds: shoe.rounds.filter((_, i) => i !== 1) };
    expect(failed(checkRound(baccarat, { ...r, shoe: gap }))).toEqual(["starts where the shoe's previous round ended"]);
  });

  it("fails a shoe client seed other than the start block's hash", () => {
    const shoe = shoeRecord(2);
    const forged = { ...shoe, started: { ...shoe.started!, blockHash: `0x${"33".repeat(32)}` } };
    expect(failed(checkRound(baccarat, shoeRound(forged, 1)))).toEqual(["shoe client seed is the hash of the block that started the shoe"]);
  });

  it("fails a revealed shoe whose shuffle does not give a round's cards", () => {
    const shoe = shoeRecord("all");
    const rounds = structuredClone(shoe.rounds);
    const i = rounds.findIndex((x, k) => k > 0 && x.cards[0] !== rounds[k - 1]!.cards[0]);
    [rounds[i - 1]!.cards[0], rounds[i]!.cards[0]] = [rounds[i]!.cards[0]!, rounds[i - 1]!.cards[0]!];
    const honest = shoeRound(shoe, i + 1);
    const cards = rounds[i]!;
    const sections = checkRound(baccarat, { ...honest, shoe: { ...shoe, rounds }, cards, revealed: { ...honest.revealed!, outcome: cards.cards }, storedOutcome: cards.cards });
    expect(failed(sections)).toContain("this round: cards equal the shuffle at these positions, as many as the rule draws");
    expect(failed(sections)).toContain(`${formatCard(cards.cards[0]!)} at position ${cards.firstPosition} is proven against the shoe root`);
    expect(failed(sections).some((label) => label.startsWith("every round of the shoe"))).toBe(true);
  });
});

