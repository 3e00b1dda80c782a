import { encodeOutcome } from "@sunrise/games";
import { describeOutcome } from "./describe.js";
import { check, section, type Section, type ShoeChainRecord, type TableFacts } from "./records.js";
import { gameName } from "./round.js";
import { checkProvenCards, checkShoeSeed, checkShuffle } from "./shoe-cards.js";

const sameCodes = (a: readonly number[], b: readonly number[] | undefined) => b !== undefined && a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Every check of one shoe: its client seed, each round's cards proven at consecutive positions
 * with the outcome the contract computed (`outcomes`: RoundRevealed by round id), and the whole
 * shuffle once the shoe is revealed.
 */
export function checkShoe(table: TableFacts, shoe: ShoeChainRecord, outcomes: ReadonlyMap<bigint, readonly number[]>): Section[] {
  const head = section(`Shoe ${shoe.shoeId} of table ${table.tableId} (${gameName(table)}, ${table.address})`, [], [`state: ${shoe.state}, ${shoe.rounds.length} round${shoe.rounds.length === 1 ? "" : "s"} proven`]);
  if (!table.usesShoe) return [{ ...head, checks: [check("the table deals from a shoe", false, table.decision ? "this table deals each round its own deck: verify its rounds with --round" : "this table's game draws from each round's seeds: verify its rounds with --round")] }];
  if (shoe.state === "none") return [{ ...head, checks: [check("the shoe exists", false, "no such shoe on this table")] }];
  if (shoe.abandoned) {
    head.notes.push("abandoned: its root was never published within 256 blocks of its start, so no card was dealt from it");
    return [{ ...head, checks: [check("no round was dealt from an abandoned shoe", shoe.rounds.length === 0, `${shoe.rounds.length} rounds`)] }];
  }
  const rounds = section("Rounds");
  for (const proven of shoe.rounds) {
    const { checks, outcome } = checkProvenCards(table.gameType, shoe, proven);
    const onChain = outcomes.get(proven.roundId);
    if (outcome) checks.push(check("outcome equals RoundRevealed", sameCodes(encodeOutcome(outcome), onChain), `contract [${onChain?.join(", ") ?? "none"}]`));
    const failed = checks.filter((c) => !c.ok);
    const last = proven.firstPosition + proven.cards.length - 1;
    rounds.checks.push(check(
      `round ${proven.roundId}: positions ${proven.firstPosition}–${last} proven${outcome ? `, ${describeOutcome(outcome)}` : ""}`,
      failed.length === 0,
      failed.length ? failed.map((c) => `${c.label} (${c.detail ?? "failed"})`).join("; ") : undefined,
    ));
  }
  if (shoe.rounds.length === 0) rounds.notes.push("no round dealt yet");
  return [head, checkShoeSeed(shoe), rounds, checkShuffle(table.gameType, shoe)];
}
