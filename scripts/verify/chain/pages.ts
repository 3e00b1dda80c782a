import type { EventLog } from "ethers";
import type { PaidRecord } from "../checks/records.js";

/** Every bet the round's PagePaid logs paid (0 for a lost bet), each with its player from its BetPlaced. */
export function paidFromPages(pages: readonly EventLog[], placed: readonly { index: number; player: string }[]): PaidRecord[] {
  const players = new Map(placed.map((b) => [b.index, b.player]));
  return pages.flatMap((l) =>
    [...(l.args.payouts as bigint[])].map((payout, i) => {
      const index = Number(l.args.fromBet as bigint) + i;
      return { index, player: players.get(index) ?? "", payout };
    }),
  );
}

/**
 * Where to read a round's bets from the table's state: the block that began paying it (its reveal,
 * forfeit or refund) once there is one. A table reuses a round's bet slots BET_SETS rounds later,
 * so only state from before that reuse still holds the round's own bets.
 */
export function betsBlock(...ends: readonly EventLog[][]): number | "latest" {
  const blocks = ends.flatMap((logs) => logs.map((l) => l.blockNumber));
  return blocks.length ? Math.min(...blocks) : "latest";
}
