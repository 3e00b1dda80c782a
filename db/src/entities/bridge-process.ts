import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, tokenAmount, txHash, updatedAt } from "./columns.js";
import { hotChangeTrigger } from "./hot-change.js";

/** SPEC §3 process types and BridgeProcess statuses. */
export const ProcessType = { SWAP_TO_ASSET_CHAIN: 90, SWAP_TO_GAME_CHAIN: 91 } as const;
export const BridgeStatus = { WAITING: 0, CLAIM: 1, DONE: 2 } as const;
/** 1 withdrawn on the source chain, 2 validators voting, 3 minted on the target chain. */
export const BridgeStep = { WITHDRAWN: 1, VOTING: 2, MINTED: 3 } as const;

/** One cross-chain transfer, keyed by the source bridge's withdrawal id. */
export const BridgeProcess = defineEntity({
  name: "BridgeProcess",
  triggers: [hotChangeTrigger],
  properties: {
    id: p.string().length(66).primary(),
    /** The player's wallet (ETH) address; null until the pair of a burn address is known. */
    address: address().nullable().index(),
    processType: p.smallint(),
    status: p.smallint().default(BridgeStatus.WAITING).index(),
    step: p.smallint().default(BridgeStep.WITHDRAWN),
    amount: tokenAmount(),
    fromAddress: address().nullable(),
    toAddress: address().nullable(),
    sourceChainId: p.integer().nullable(),
    targetChainId: p.integer(),
    withdrawTxHash: txHash().nullable(),
    withdrawBlock: p.integer().nullable(),
    mintTxHash: txHash().nullable(),
    votes: p.integer().default(0),
    createdAt: p.datetime().index(),
    updatedAt: updatedAt(),
  },
});
export type BridgeProcess = InferEntity<typeof BridgeProcess>;
