import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address } from "./columns.js";

/** The rule of the Cashier that refused a player's stake, as the site saw it. */
export const LimitRule = {
  dailyLoss: "daily_loss",
  weeklyLoss: "weekly_loss",
  monthlyLoss: "monthly_loss",
  singleBet: "single_bet",
  playTime: "play_time",
} as const;
export type LimitRule = (typeof LimitRule)[keyof typeof LimitRule];

/**
 * Stakes the Cashier refused at a limit, per player, rule and UTC day. A refused stake reverts on
 * chain and leaves no event, so the site records the refusals its players meet (a stake sent past
 * the site is refused just the same, but not counted here).
 */
export const LimitRefusal = defineEntity({
  name: "LimitRefusal",
  properties: {
    /** The player's main wallet. */
    player: address().primary(),
    rule: p.string().length(20).primary(),
    day: p.string().columnType("date").primary(),
    refusals: p.integer(),
    lastAt: p.datetime(),
  },
});
export type LimitRefusal = InferEntity<typeof LimitRefusal>;
