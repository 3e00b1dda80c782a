import { tableRoundPayouts, tableVariant, type TableOutcome } from "@sunrise/games";
import { describeBet, formatAmount } from "./describe.js";
import { check, section, type RoundRecord, type Section, type TableFacts } from "./records.js";

function paidByIndex(r: RoundRecord): Map<number, bigint[]> {
  const paid = new Map<number, bigint[]>();
  for (const p of r.paid) paid.set(p.index, [...(paid.get(p.index) ?? []), p.payout]);
  return paid;
}

/** Each bet's payment (its PagePaid entry) against what it is owed: exactly once, the amount `expected` gives. */
function compare(table: TableFacts, r: RoundRecord, title: string, expected: readonly bigint[]): Section {
  const paid = paidByIndex(r);
  const s = section(title);
  r.bets.forEach((bet, i) => {
    const got = paid.get(bet.index) ?? [];
    const want = expected[i]!;
    const detail = got.length === 0 ? `owed ${formatAmount(want)}, not paid yet` : got.length > 1 ? `paid ${got.length} times` : `owed ${formatAmount(want)}, paid ${formatAmount(got[0]!)}`;
    s.checks.push(check(`${describeBet(table.gameType, table.variant, bet)} → ${formatAmount(want)}`, got.length === 1 && got[0] === want, detail));
  });
  const known = new Set(r.bets.map((b) => b.index));
  const stray = r.paid.filter((p) => !known.has(p.index));
  if (stray.length) s.checks.push(check("every payment belongs to a placed bet", false, `payments for bets ${stray.map((p) => p.index).join(", ")}`));
  return s;
}

const sum = (xs: readonly bigint[]) => xs.reduce((a, b) => a + b, 0n);

/** Payouts of a revealed round: the games engine's rules on the re-derived outcome, bet by bet, and the round's totals. */
export function checkPayouts(table: TableFacts, r: RoundRecord, outcome: TableOutcome): Section {
  const expected = tableRoundPayouts(outcome, r.bets.map((b) => ({ kind: b.kind, numbers: b.numbers, amount: b.amount })), tableVariant(table.gameType, table.variant));
  const s = compare(table, r, "Payouts", expected);
  if (r.bets.length === 0) s.notes.push("no bets");
  if (r.settled) {
    s.checks.push(check("RoundSettled totals equal the bets' stakes and payouts", r.settled.totalStaked === sum(r.bets.map((b) => b.amount)) && r.settled.totalPaid === sum(expected), `staked ${formatAmount(r.settled.totalStaked)}, paid ${formatAmount(r.settled.totalPaid)}`));
  } else if (r.bets.length > 0) {
    s.notes.push("the round is still being paid: anyone may call payBets(round, n) to pay the rest");
  }
  return s;
}

/** A forfeited round: the dealer did not reveal in time, so every bet is owed its reserved worst case. */
export function checkForfeit(table: TableFacts, r: RoundRecord): Section {
  const owed = r.maxReturns ?? [];
  const s = compare(table, r, "Forfeit: every bet is paid its reserved worst case", owed);
  s.notes.unshift("the dealer did not reveal this round in time");
  if (r.forfeited) s.checks.push(check("RoundForfeited's total is every bet's worst case", r.forfeited.totalOwed === sum(owed), formatAmount(r.forfeited.totalOwed)));
  return s;
}

/** A refunded stream round: it never closed, so no outcome existed; every stake goes back. */
export function checkRefund(r: Pick<RoundRecord, "bets" | "refunded">): Section {
  const staked = sum(r.bets.map((b) => b.amount));
  return section("Refund", [check("RoundRefunded returns every stake", r.refunded?.totalRefunded === staked, `staked ${formatAmount(staked)}, refunded ${formatAmount(r.refunded?.totalRefunded ?? 0n)}`)], ["betting was never closed, so the round had no outcome"]);
}
