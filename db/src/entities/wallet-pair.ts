import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, txHash } from "./columns.js";
import { hotChangeTrigger } from "./hot-change.js";

/** ETH wallet ↔ game-chain burn (sunc) address, from the asset bridge's PairRegistered events. */
export const WalletPair = defineEntity({
  name: "WalletPair",
  triggers: [hotChangeTrigger],
  properties: {
    ethAddress: address().primary(),
    burnAddress: address().unique(),
    txHash: txHash(),
    blockNumber: p.integer(),
  },
});
export type WalletPair = InferEntity<typeof WalletPair>;
