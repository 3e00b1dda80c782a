import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, createdAt, txHash, updatedAt } from "./columns.js";

/** pending: waiting for the dealer; sent: mined in a `decideSigned` batch; refused: the table would not take it (`reason`). */
export const SignedDecisionState = { PENDING: "pending", SENT: "sent", REFUSED: "refused" } as const;
export type SignedDecisionState = (typeof SignedDecisionState)[keyof typeof SignedDecisionState];

/**
 * A decision a player signed at a decision table (hold'em, blackjack) for the dealer to send: the
 * gateway takes it from the site, the dealer sends a window's decisions in batches through the
 * table's DecisionRelay. One per bet and window (a bet takes one decision a window).
 */
export const SignedDecision = defineEntity({
  name: "SignedDecision",
  uniques: [{ properties: ["table", "roundId", "betIndex", "window"] }],
  indexes: [{ properties: ["state", "table"] }],
  properties: {
    id: p.bigint("string").primary().autoincrement(),
    /** The DecisionTable contract (lowercase). */
    table: address(),
    tableId: p.integer(),
    roundId: p.integer(),
    betIndex: p.integer(),
    window: p.smallint().fieldName("decision_window"),
    hand: p.smallint(),
    action: p.smallint(),
    /** The EIP-712 signature (65 bytes, 0x hex). */
    signature: p.string().length(132),
    /** The wallet the signature recovers to (lowercase): the player's game or main wallet. */
    signer: address(),
    /** The signed-in player who submitted it (their main wallet, lowercase). */
    player: address(),
    state: p.string().length(16).default(SignedDecisionState.PENDING),
    /** Why the table refused it (its revert reason). */
    reason: p.text().nullable(),
    txHash: txHash().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type SignedDecision = InferEntity<typeof SignedDecision>;
