import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, tokenAmount, txHash } from "./columns.js";
import { hotChangeTrigger } from "./hot-change.js";

/**
 * One decision a player took on a bet at a decision table (casino hold'em, blackjack), as the
 * table's Decision event records it: at most one per bet and decision window. A round re-derives
 * from its seeds plus these rows.
 */
export const TableDecision = defineEntity({
  name: "TableDecision",
  triggers: [hotChangeTrigger],
  properties: {
    /** `<round key>:<bet index>:<window>` */
    id: p.string().length(80).primary(),
    roundKey: p.string().length(64).index(),
    tableId: p.integer(),
    roundId: p.integer(),
    betIndex: p.integer(),
    player: address(),
    /** The bet's hand it was taken for (0, or 1 for the second hand of a split). */
    hand: p.smallint(),
    /** The decision window it was taken in (1, 2, …). */
    window: p.smallint().fieldName("decision_window"),
    /** The table contract's action code: hold'em 1 call, 2 fold; blackjack 1 hit, 2 stand, 3 double, 4 split, 5 insurance, 6 no insurance. */
    action: p.smallint(),
    /** What the decision escrowed on top of the bet (a call, a double, a split, insurance). */
    extraStake: tokenAmount(),
    decidedAt: p.datetime(),
    blockNumber: p.integer(),
    txHash: txHash(),
  },
});
export type TableDecision = InferEntity<typeof TableDecision>;
