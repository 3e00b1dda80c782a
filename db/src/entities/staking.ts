import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, tokenAmount, txHash } from "./columns.js";
import { hotChangeTrigger } from "./hot-change.js";

export const StakingPool = defineEntity({
  name: "StakingPool",
  triggers: [hotChangeTrigger],
  properties: {
    address: address().primary(),
    weight: p.integer(),
    /** 0 staking, 1 staking/ETH pool. */
    stakingType: p.smallint(),
  },
});
export type StakingPool = InferEntity<typeof StakingPool>;

export const StakingRound = defineEntity({
  name: "StakingRound",
  triggers: [hotChangeTrigger],
  properties: {
    id: p.integer().primary().autoincrement(false),
    blockStartedAt: p.integer(),
    startedAt: p.datetime(),
    blockEndedAt: p.integer().nullable(),
    endedAt: p.datetime().nullable(),
    totalReward: tokenAmount().nullable(),
    distributed: tokenAmount().nullable(),
  },
});
export type StakingRound = InferEntity<typeof StakingRound>;

/** The current stake of a user in a pool. */
export const Stake = defineEntity({
  name: "Stake",
  triggers: [hotChangeTrigger],
  properties: {
    id: p.string().length(85).primary(),
    user: address().index(),
    pool: address(),
    amount: tokenAmount(),
  },
});
export type Stake = InferEntity<typeof Stake>;

/** SPEC §3 staking claim history row, from TokenClaimed. */
export const StakingClaim = defineEntity({
  name: "StakingClaim",
  triggers: [hotChangeTrigger],
  properties: {
    id: p.string().length(80).primary(),
    user: address().index(),
    contract: address().index(),
    amount: tokenAmount(),
    /** 0 staking, 1 staking/ETH pool. */
    stakingType: p.smallint(),
    transactionHash: txHash(),
    timestamp: p.datetime().index(),
  },
});
export type StakingClaim = InferEntity<typeof StakingClaim>;
