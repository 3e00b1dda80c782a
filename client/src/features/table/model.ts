import type { TableBetFieldsFragment, TableQuery, TableRoundFieldsFragment } from "../../gql/graphql.js";

export type TableData = NonNullable<TableQuery["table"]>;
export type RoundData = TableRoundFieldsFragment & { bets?: TableBetFieldsFragment[] };
export type BetData = TableBetFieldsFragment;

/** A bet as the screen shows it: amounts as bigint token units. */
export interface BetRow {
  id: string;
  /** The bet's place in its round (decisions name it). */
  betIndex: number;
  player: string;
  kind: number;
  numbers: number[];
  amount: bigint;
  /** Escrowed by the bet's decisions at hold'em and blackjack (a call, doubles, a split, insurance). */
  extraStake: bigint;
  payout: bigint | null;
  refunded: boolean;
  placedAt: string;
}

export const toBetRow = (b: BetData): BetRow => ({
  id: b.id, betIndex: b.betIndex, player: b.player.toLowerCase(), kind: b.kind, numbers: [...b.numbers], amount: BigInt(b.amount),
  extraStake: BigInt((b as BetData & { extraStake?: string | null }).extraStake ?? 0),
  payout: b.payout == null ? null : BigInt(b.payout), refunded: b.refunded, placedAt: b.placedAt,
});
