import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, txHash } from "./columns.js";
import { hotChangeTrigger } from "./hot-change.js";

/** A validator's vote for a withdrawal's mint, as emitted on the target chain. */
export const BridgeVote = defineEntity({
  name: "BridgeVote",
  triggers: [hotChangeTrigger],
  properties: {
    id: p.string().length(120).primary(),
    withdrawalId: p.string().length(66).index(),
    validator: address(),
    chainId: p.integer(),
    txHash: txHash(),
    blockNumber: p.integer(),
    votedAt: p.datetime(),
  },
});
export type BridgeVote = InferEntity<typeof BridgeVote>;
