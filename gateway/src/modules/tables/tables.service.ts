import { TableBet, TableDecision, TableRound, type EntityManager } from "@sunrise/db";
import { SHOE_GAMES } from "@sunrise/games";
import { encodeCursor } from "../../graphql/paging.js";
import type { TableRoundConnectionType } from "./round-page.type.js";
import type { LiveTableType, TableBetType, TableRoundType } from "./tables.type.js";
import type { TableDecisionType } from "./decision.type.js";
import { actionName } from "./decision-round.js";

export const toBet = (b: TableBet): TableBetType => ({ ...b, payout: b.payout ?? null, extraStake: b.extraStake ?? "0", hands: b.hands ?? null });
export const toRound = (r: TableRound): TableRoundType => ({
  ...r,
  clientSeed: r.clientSeed ?? null, serverSeed: r.serverSeed ?? null, closesAt: r.closesAt ?? null, closedAt: r.closedAt ?? null, settledAt: r.settledAt ?? null,
  totalStaked: r.totalStaked ?? null, totalPaid: r.totalPaid ?? null, result: r.result ?? null, outcome: r.outcome ?? null, playerSeeds: (r.playerSeeds ?? []).map((p, i) => ({ id: `${r.id}:${i}`, ...p })),
  shoeId: r.shoeId ?? null, firstPosition: r.firstPosition ?? null, cardProofs: r.cardProofs?.map((c) => ({ ...c, window: c.window ?? null })) ?? null,
  root: r.root ?? null, dealtAt: r.dealtAt ?? null, window: r.window ?? 0, windowClosesAt: r.windowClosesAt ?? null, settleBy: r.settleBy ?? null,
});
export const toDecision = (d: TableDecision, gameType: number): TableDecisionType => ({
  id: d.id, betIndex: d.betIndex, player: d.player, hand: d.hand, window: d.window, action: d.action, name: actionName(gameType, d.action), extraStake: d.extraStake, decidedAt: d.decidedAt, txHash: d.txHash,
});
export const RECENT_RESULTS = 12;
/** Rounds whose outcome is known: revealed ones may still be paying their bets. */
const DEALT = `state in ('revealed', 'settled') and result is not null`;

/** Where a page of rounds starts: after this round in newest-first order. */
export interface RoundCursor {
  roundId: number;
  id: string;
}

/** Rounds and bets as the indexer records them; every many-table read is one statement. */
export class TablesService {
  /** A page of a table's rounds (of one shoe when `shoeId` is set), newest first, each with its bets (one statement for all bets). */
  async roundsPage(em: EntityManager, tableId: number, first: number, after: RoundCursor | null, shoeId: number | null = null): Promise<TableRoundConnectionType> {
    const of = shoeId === null ? { tableId } : { tableId, shoeId };
    const where = after ? { ...of, $or: [{ roundId: { $lt: after.roundId } }, { roundId: after.roundId, id: { $lt: after.id } }] } : of;
    const rows = await em.find(TableRound, where, { orderBy: [{ roundId: "desc" }, { id: "desc" }], limit: first + 1 });
    const nodes = await this.withBets(em, rows.slice(0, first));
    const edges = nodes.map((node) => ({ cursor: encodeCursor([node.roundId, node.id]), node }));
    return { edges, pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null } };
  }

  async round(em: EntityManager, id: string): Promise<TableRoundType | null> {
    return this.oneRound(em, { id });
  }

  async roundOf(em: EntityManager, tableId: number, roundId: number): Promise<TableRoundType | null> {
    return this.oneRound(em, { tableId, roundId });
  }

  private async oneRound(em: EntityManager, where: { id: string } | { tableId: number; roundId: number }): Promise<TableRoundType | null> {
    // Its bets are read only when asked for (RoundResolver.bets): the live feed reads a round on
    // every placeBets of a seeded table, and no subscriber of round updates asks for every bet.
    const round = await em.findOne(TableRound, where);
    return round ? toRound(round) : null;
  }

  /** The latest round of each table (tables without rounds are absent). */
  async latestRounds(em: EntityManager, tableIds: readonly number[]): Promise<Map<number, TableRoundType>> {
    if (!tableIds.length) return new Map();
    const rows = await em.getConnection().execute<Record<string, unknown>[]>(
      `select r.* from unnest(array[?]::int[]) as t(id)
       cross join lateral (select * from table_round where table_id = t.id order by round_id desc limit 1) r`,
      [[...tableIds]],
    );
    return new Map(rows.map((row) => toRound(em.map(TableRound, row))).map((r) => [r.tableId, r]));
  }

  /** Results of each table's latest dealt rounds, newest first; a shoe game's only from its current (newest) shoe, so its roads reset with the shoe. */
  async recentResults(em: EntityManager, tableIds: readonly number[], limit: number): Promise<Map<number, Record<string, unknown>[]>> {
    const out = new Map(tableIds.map((id) => [id, [] as Record<string, unknown>[]]));
    if (!tableIds.length) return out;
    const rows = await em.getConnection().execute<{ table_id: number; result: Record<string, unknown> }[]>(
      `select t.id as table_id, r.result from unnest(array[?]::int[]) with ordinality as t(id, n)
       cross join lateral (select max(shoe_id) as shoe_id from table_shoe where table_id = t.id) s
       cross join lateral (select result from table_round where table_id = t.id and ${DEALT}
         and (game_type <> all(array[?]::smallint[]) or shoe_id = s.shoe_id) order by round_id desc limit ?) r
       order by t.n`,
      [[...tableIds], [...SHOE_GAMES], limit],
    );
    for (const row of rows) out.get(row.table_id)?.push(row.result);
    return out;
  }

  /** For each group of tables, the results of its latest dealt rounds across those tables, newest first: one statement. */
  async settledResults(em: EntityManager, groups: readonly (readonly number[])[], limit: number): Promise<Record<string, unknown>[][]> {
    const out = groups.map(() => [] as Record<string, unknown>[]);
    const groupOf = new Map(groups.flatMap((ids, g) => ids.map((id) => [id, g] as const)));
    if (!groupOf.size) return out;
    const rows = await em.getConnection().execute<{ grp: number; result: Record<string, unknown> }[]>(
      `select grp, result from (
         select g.grp, r.result, row_number() over (partition by g.grp order by r.settled_at desc nulls last, r.opened_at desc) as n
         from unnest(array[?]::int[], array[?]::int[]) as g(table_id, grp)
         cross join lateral (select result, settled_at, opened_at from table_round
           where table_id = g.table_id and ${DEALT} order by round_id desc limit ?) r) x
       where n <= ? order by grp, n`,
      [[...groupOf.keys()], [...groupOf.values()], limit, limit],
    );
    for (const row of rows) out[row.grp]?.push(row.result);
    return out;
  }

  /** How many distinct players bet in each round. */
  async playerCounts(em: EntityManager, roundKeys: readonly string[]): Promise<Map<string, number>> {
    if (!roundKeys.length) return new Map();
    const rows = await em.getConnection().execute<{ round_key: string; players: number }[]>(
      `select round_key, count(distinct player)::int as players from table_bet where round_key in (?) group by round_key`,
      [[...roundKeys]],
    );
    return new Map(rows.map((r) => [r.round_key, r.players]));
  }

  /** Bets of each round in placing order, optionally only those of some wallets. */
  async betsOfRounds(em: EntityManager, roundKeys: readonly string[], wallets?: readonly string[]): Promise<Map<string, TableBetType[]>> {
    const out = new Map(roundKeys.map((k) => [k, [] as TableBetType[]]));
    if (!roundKeys.length || wallets?.length === 0) return out;
    const rows = await em.find(
      TableBet,
      { roundKey: { $in: [...roundKeys] }, ...(wallets ? { player: { $in: wallets.map((w) => w.toLowerCase()) } } : {}) },
      { orderBy: { betIndex: "asc" } },
    );
    for (const b of rows) out.get(b.roundKey)?.push(toBet(b));
    return out;
  }

  /** Decisions of each round (casino hold'em, blackjack), by window then bet. */
  async decisionsOfRounds(em: EntityManager, roundKeys: readonly string[]): Promise<Map<string, TableDecisionType[]>> {
    const out = new Map(roundKeys.map((k) => [k, [] as TableDecisionType[]]));
    if (!roundKeys.length) return out;
    const [rows, rounds] = await Promise.all([
      em.find(TableDecision, { roundKey: { $in: [...roundKeys] } }, { orderBy: [{ window: "asc" }, { betIndex: "asc" }] }),
      em.find(TableRound, { id: { $in: [...roundKeys] } }, { fields: ["id", "gameType"] }),
    ]);
    const gameOf = new Map(rounds.map((r) => [r.id, r.gameType]));
    for (const d of rows) out.get(d.roundKey)?.push(toDecision(d, gameOf.get(d.roundKey) ?? 0));
    return out;
  }

  /** Rounds by id (missing ones absent). */
  async roundsByIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, TableRoundType>> {
    const rows = ids.length ? await em.find(TableRound, { id: { $in: [...ids] } }) : [];
    return new Map(rows.map((r) => [r.id, toRound(r)]));
  }

  /** Bets by id, in the order asked (missing ones skipped). */
  async betsByIds(em: EntityManager, ids: readonly string[]): Promise<TableBetType[]> {
    const rows = ids.length ? await em.find(TableBet, { id: { $in: [...ids] } }, { orderBy: { betIndex: "asc" } }) : [];
    return rows.map(toBet);
  }

  /** Every table with rounds, in table order: its latest round and the results of its latest dealt rounds. */
  async lobby(em: EntityManager): Promise<LiveTableType[]> {
    const ids = await em.getConnection().execute<{ table_id: number }[]>(`select distinct table_id from table_round order by table_id`);
    const tableIds = ids.map((r) => r.table_id);
    const [latest, results] = await Promise.all([this.latestRounds(em, tableIds), this.recentResults(em, tableIds, RECENT_RESULTS)]);
    // A round's bets are read only when the query asks for them (RoundResolver.bets).
    const rounds = tableIds.flatMap((id) => latest.get(id) ?? []);
    return rounds.map((round) => ({ tableId: round.tableId, gameType: round.gameType, table: round.table, round, recentResults: results.get(round.tableId) ?? [] }));
  }

  private async withBets<R extends TableRound | TableRoundType>(em: EntityManager, rounds: R[]): Promise<TableRoundType[]> {
    const bets = await this.betsOfRounds(em, rounds.map((r) => r.id));
    return rounds.map((r) => ({ ...toRound(r as TableRound), bets: bets.get(r.id) ?? [] }));
  }

  /** Bets placed from any of a player's wallets (the game wallet, and the main wallet should it bet directly). */
  async betsOf(em: EntityManager, wallets: string[], limit: number): Promise<TableBetType[]> {
    const rows = await em.find(TableBet, { player: { $in: wallets.map((w) => w.toLowerCase()) } }, { orderBy: { placedAt: "desc", id: "asc" }, limit });
    return rows.map(toBet);
  }

  /** Net result of a player's settled bets (payouts minus stakes, token units; negative is a loss). */
  async profitOf(em: EntityManager, player: string): Promise<bigint> {
    const [row] = await em.getConnection().execute<{ profit: string | null }[]>(
      `select sum(payout - amount)::text as profit from table_bet where player = ? and payout is not null`,
      [player.toLowerCase()],
    );
    return BigInt(row?.profit ?? "0");
  }
}
