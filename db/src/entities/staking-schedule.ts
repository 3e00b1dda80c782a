import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, tokenAmount } from "./columns.js";

/**
 * The staking round schedule the operator runs (one row, id 1): its round length and revenue share
 * (from the operator's settings, written when it starts) and whether the back office paused it.
 */
export const StakingSchedule = defineEntity({
  name: "StakingSchedule",
  properties: {
    id: p.integer().primary().autoincrement(false),
    roundSeconds: p.integer(),
    /** Share of the house's net result over a round paid as its reward, in basis points. */
    revenueShareBps: p.integer(),
    paused: p.boolean().default(false),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    updatedBy: address().nullable(),
  },
});
export type StakingSchedule = InferEntity<typeof StakingSchedule>;

/** What each pool held when a round's reward was computed: the APR's denominator. */
export interface RoundPoolFigure {
  pool: string;
  weight: number;
  totalStaked: string;
}

/**
 * A staking round's published figures: the house's net result over its window (bets of table
 * rounds settled in [from, to), refunds left out), the share and the reward it gives, and the tasks
 * that fund and end it. Anyone can recompute `houseNet` from the indexed bets of those rounds.
 */
export const StakingRoundFigures = defineEntity({
  name: "StakingRoundFigures",
  properties: {
    roundId: p.integer().primary().autoincrement(false),
    from: p.datetime().fieldName("window_from"),
    to: p.datetime().fieldName("window_to"),
    bets: p.integer(),
    wagered: tokenAmount(),
    paidOut: tokenAmount(),
    /** wagered − paid out; negative when the players won. */
    houseNet: tokenAmount(),
    revenueShareBps: p.integer(),
    /** max(0, houseNet) × share: never negative, nothing carried over. */
    reward: tokenAmount(),
    pools: p.json<RoundPoolFigure[]>(),
    fundTaskId: p.uuid().nullable(),
    endTaskId: p.uuid().nullable(),
    computedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type StakingRoundFigures = InferEntity<typeof StakingRoundFigures>;
