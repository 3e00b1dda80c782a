import { cardName, valueOf, type Card } from "../cards/cards.js";
import { verifyCommitment } from "../rng/seeds.js";
import type { TableOutcome } from "../table-round.js";
import { shoeCommitment, type ShoeCommitment } from "./shoe-commitment.js";
import { dealShoeRound } from "./shoe-round.js";

/** One line of a verification: what was checked, whether it held, and what was seen. */
export interface Check {
  label: string;
  ok: boolean;
  detail?: string;
}

/** A round of the shoe as the chain recorded it (`RoundCardsProven`). */
export interface ShoeRoundRecord {
  roundId: string | number | bigint;
  firstPosition: number;
  cards: readonly Card[];
}

/** A revealed shoe as the chain recorded it: `ShoeStarted`, `ShoeDealing`, `ShoeFinished`, `ShoeRevealed` and its rounds. */
export interface ShoeRecord {
  gameType: number;
  shoeId: number;
  shoeSeed: string;
  clientSeed: string;
  commitment: string;
  root: string;
  cutIndex: number;
  burnCard: number;
  firstPosition: number;
  /** The last position dealt (`ShoeFinished`), once the cut card came out; absent before. */
  lastPosition?: number;
  /** In the order they were settled. */
  rounds: readonly ShoeRoundRecord[];
}

export interface VerifiedShoeRound {
  roundId: string;
  firstPosition: number;
  outcome: TableOutcome | null;
  checks: Check[];
}

export interface ShoeVerification {
  ok: boolean;
  shoe: ShoeCommitment;
  checks: Check[];
  rounds: VerifiedShoeRound[];
}

const check = (label: string, ok: boolean, detail?: string): Check => ({ label, ok, ...(detail === undefined ? {} : { detail }) });
const cardList = (cards: readonly Card[]) => cards.map(cardName).join(" ");

/**
 * The whole shoe re-derived from its revealed seed: commitment, shuffle and Merkle root, burn,
 * cut, and every round's cards at consecutive positions (no gaps, no repeats, each taking exactly
 * what its drawing rule needs, none starting past the cut).
 */
export function verifyShoe(record: ShoeRecord): ShoeVerification {
  const shoe = shoeCommitment(record.shoeSeed, record.clientSeed, record.shoeId);
  const burn = shoe.cards[0]!;
  const checks = [
    check("shoe seed matches the commitment published at the start", verifyCommitment(record.shoeSeed, record.commitment), `sha256 = ${shoe.commitment}`),
    check("Merkle root of the shuffle matches the published root", shoe.root === record.root.toLowerCase(), `recomputed ${shoe.root}`),
    check("cut card position matches", shoe.cutIndex === record.cutIndex, `recomputed ${shoe.cutIndex}, published ${record.cutIndex}`),
    check("burn card matches position 0", burn === record.burnCard, `shuffle has ${cardName(burn)}, published ${cardName(record.burnCard)}`),
    check("first dealt position is 1 + the burn card's value", record.firstPosition === 1 + valueOf(burn), `expected ${1 + valueOf(burn)}, published ${record.firstPosition}`),
  ];

  let position = shoe.firstPosition;
  const rounds = record.rounds.map((r): VerifiedShoeRound => {
    const roundChecks = [
      check("starts where the previous round ended", r.firstPosition === position, `expected position ${position}, recorded ${r.firstPosition}`),
      check("starts before the cut card", r.firstPosition < shoe.cutIndex, `position ${r.firstPosition}, cut at ${shoe.cutIndex}`),
    ];
    let outcome: TableOutcome | null = null;
    try {
      const dealt = dealShoeRound(record.gameType, shoe.cards, r.firstPosition);
      outcome = dealt.outcome;
      const same = dealt.cards.length === r.cards.length && dealt.cards.every((c, i) => c === r.cards[i]);
      roundChecks.push(check("cards equal the shuffle at these positions, as many as the rule draws", same, `shuffle ${cardList(dealt.cards)}, recorded ${cardList(r.cards)}`));
      position = dealt.nextPosition;
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
      roundChecks.push(check("cards equal the shuffle at these positions", false, e.message));
      position = r.firstPosition + r.cards.length;
    }
    return { roundId: String(r.roundId), firstPosition: r.firstPosition, outcome, checks: roundChecks };
  });

  if (record.lastPosition !== undefined) {
    checks.push(check("the shoe's last dealt position is its last round's last card", record.lastPosition === position - 1, `expected ${position - 1}, recorded ${record.lastPosition}`));
    checks.push(check("the shoe finished once the cut card came out", record.lastPosition + 1 >= shoe.cutIndex, `last dealt ${record.lastPosition}, cut at ${shoe.cutIndex}`));
  }
  const ok = checks.every((c) => c.ok) && rounds.every((r) => r.checks.every((c) => c.ok));
  return { ok, shoe, checks, rounds };
}
