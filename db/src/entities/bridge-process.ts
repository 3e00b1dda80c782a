import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, tokenAmount, txHash, updatedAt } from "./columns.js";
import { hotChangeTrigger } from "./hot-change.js";

/** SPEC §3 process types and BridgeProcess statuses. */
export const ProcessType = { SWAP_TO_STABLECOIN: 1, SWAP_TO_USDC: 2, CLAIM_STABLECOIN: 3, SWAP_TO_ASSET_CHAIN: 90, SWAP_TO_GAME_CHAIN: 91 } as const;
/** Where a USDC withdrawal (type 2) is in the vault's queue. */
export const WithdrawalQueueState = { PENDING: "pending", RELEASED: "released", REJECTED: "rejected", CLAIMED: "claimed" } as const;
export type WithdrawalQueueState = (typeof WithdrawalQueueState)[keyof typeof WithdrawalQueueState];
/** Bits of `queueReasons`: why a withdrawal waits (the vault's REASON_* constants). */
export const WithdrawalReason = { REVIEW: 1, DAILY: 2, LIQUIDITY: 4 } as const;
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
    /** Type 2: the withdrawal's ETA, when it becomes claimable unless staff rejected it first. */
    releaseAt: p.datetime().nullable(),
    /** Type 2: why it waits (bits of WithdrawalReason), 0 when claimable at once. */
    queueReasons: p.smallint().nullable(),
    /** Type 2: pending, released (early), rejected or claimed. */
    queueState: p.string().length(10).nullable().index(),
    /** Type 2: the staff's reason for a rejection. */
    rejectReason: p.text().nullable(),
    /** Type 2: the key that released early or rejected it. */
    reviewedBy: address().nullable(),
    /** Type 3: the withdrawal it claims. */
    withdrawalId: p.string().length(66).nullable(),
    createdAt: p.datetime().index(),
    updatedAt: updatedAt(),
  },
});
export type BridgeProcess = InferEntity<typeof BridgeProcess>;
