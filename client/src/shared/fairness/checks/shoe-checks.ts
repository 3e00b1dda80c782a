import { cardName, dealShoeRound, outcomeFromCards, shoeCommitment, valueOf, verifyCardProof, verifyCommitment, type ShoeCommitment } from "@sunrise/games";
import type { CardProofRecord, RoundRecord, ShoeRecordView } from "../round-record.js";
import { attempt, check, holds, sameCodes, type FairnessCheck } from "./check.js";
import { sameJson } from "./same-json.js";

/** A shoe round's record with what its checks need: the proven cards and the shoe they came from. */
export type ShoeRoundRecord = RoundRecord & { cardProofs: readonly CardProofRecord[]; shoe: ShoeRecordView; firstPosition: number };

/** A card's name ("7♥"), or its raw code when it is no card at all. */
export const cardLabel = (c: number) => (Number.isInteger(c) && c >= 0 && c <= 51 ? cardName(c) : String(c));
const cardValues = (p: CardProofRecord) => ({ position: p.position, card: cardLabel(p.card) });

/**
 * What a shoe round proves the moment it settles, while later cards stay secret: each card's Merkle
 * proof leads to the root published when the shoe started, the cards sit at consecutive positions
 * from where the round began, and the result is what the game's drawing rule makes of them.
 */
export function provenCardChecks(r: ShoeRoundRecord): FairnessCheck[] {
  const root = r.shoe.root ?? "";
  const cards = r.cardProofs.map((p) => p.card);
  const inOrder = r.cardProofs.every((p, i) => p.position === r.firstPosition + i);
  return [
    ...r.cardProofs.map((p) => check(`card-${p.position}`, "verify.card", holds(() => verifyCardProof(root, p.position, p.card, p.salt, p.proof)), cardValues(p))),
    check("positions", "verify.positions", inOrder, { first: r.firstPosition, count: cards.length }),
    check("result", "verify.cardsResult", !!r.result && holds(() => sameJson(outcomeFromCards(r.gameType, cards), r.result))),
    ...(r.outcome ? [check("outcome", "verify.outcome", sameCodes(r.outcome, cards))] : []),
  ];
}

export interface ShuffleVerification {
  checks: FairnessCheck[];
  /** The whole shoe as recomputed here from the revealed seed (null if it could not be). */
  shoe: ShoeCommitment | null;
}

/**
 * Once the shoe is revealed: its seed is the committed one, the shuffle recomputed from the seed and
 * the shoe's client seed has the published root, burn and cut, and this round's cards (and salts) are
 * the shuffle's at their positions, exactly as many as the drawing rule takes from there.
 */
export function shuffleChecks(r: ShoeRoundRecord, shoeSeed: string): ShuffleVerification {
  const s = r.shoe;
  const shoe = attempt(() => shoeCommitment(shoeSeed, s.clientSeed ?? "", s.shoeId));
  const burn = shoe?.cards[0];
  const dealt = shoe && attempt(() => dealShoeRound(r.gameType, shoe.cards, r.firstPosition));
  const cards = r.cardProofs.map((p) => p.card);
  return {
    shoe,
    checks: [
      check("shoe-commitment", "verify.shoe.commitment", holds(() => verifyCommitment(shoeSeed, s.commitment))),
      check("shoe-root", "verify.shoe.root", !!shoe && !!s.root && shoe.root === s.root.toLowerCase()),
      check("shoe-burn", "verify.shoe.burn", burn !== undefined && burn === s.burnCard && s.firstPosition === 1 + valueOf(burn), {
        card: burn === undefined ? "?" : cardLabel(burn), first: s.firstPosition ?? "?",
      }),
      check("shoe-cut", "verify.shoe.cut", !!shoe && shoe.cutIndex === s.cutIndex, { cut: s.cutIndex ?? "?" }),
      ...r.cardProofs.map((p) => check(`shuffle-${p.position}`, "verify.shoe.card", !!shoe && shoe.cards[p.position] === p.card && shoe.salts[p.position] === p.salt.toLowerCase(), cardValues(p))),
      check("shoe-draw", "verify.shoe.draw", !!dealt && sameCodes(dealt.cards, cards), { count: dealt?.cards.length ?? 0 }),
    ],
  };
}
