import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, tokenAmount, txHash } from "./columns.js";
import { hotChangeTrigger } from "./hot-change.js";

/** SPEC §3 Bonus: one accepted deposit of the bonus program and its claim. */
export const Bonus = defineEntity({
  name: "Bonus",
  triggers: [hotChangeTrigger],
  properties: {
    /** The deposit's txId as recorded by the BonusManager. */
    id: p.string().length(66).primary(),
    address: address().index(),
    depositAmount: tokenAmount(),
    bonusAmount: tokenAmount(),
    /** Transaction that accepted the deposit on chain. */
    depositTx: txHash(),
    claimTx: txHash().nullable(),
    claimable: p.boolean().default(false),
    totalBet: tokenAmount().nullable(),
    depositedAt: p.datetime(),
    expiredAt: p.datetime().index(),
  },
});
export type Bonus = InferEntity<typeof Bonus>;

/** A validator's vote on a bonus deposit or claim. */
export const BonusVote = defineEntity({
  name: "BonusVote",
  triggers: [hotChangeTrigger],
  properties: {
    id: p.string().length(140).primary(),
    kind: p.string().length(8),
    txId: p.string().length(66).index(),
    validator: address(),
    votes: p.integer(),
    txHash: txHash(),
    blockNumber: p.integer(),
  },
});
export type BonusVote = InferEntity<typeof BonusVote>;
