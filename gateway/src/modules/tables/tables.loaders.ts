import DataLoader from "dataloader";
import type { Context, Viewer } from "../../context.js";
import { perRequest } from "../../graphql/request-cache.js";
import type { TableType } from "./table.type.js";
import type { TableBetType, TableRoundType } from "./tables.type.js";
import type { TableShoeType } from "./shoe.type.js";
import type { TableDecisionType } from "./decision.type.js";

type Result = Record<string, unknown>;
interface ResultsKey {
  tableId: number;
  limit: number;
}

/** The wallets a player bets from: its main wallet and its game (sunc) wallet. */
export const viewerWallets = (viewer: Viewer): string[] => [viewer.address, ...(viewer.user?.suncAddress ? [viewer.user.suncAddress.toLowerCase()] : [])];

/** Per-request batching: a list of N tables reads each relation in one statement, not N. */
export const tableLoaders = (ctx: Context) =>
  perRequest(ctx, "tables", () => {
    const { em, services } = ctx;
    const byKey = <K, V>(load: (keys: readonly K[]) => Promise<Map<K, V>>, missing: V) =>
      new DataLoader<K, V>(async (keys) => {
        const found = await load(keys);
        return keys.map((k) => found.get(k) ?? missing);
      });
    return {
      latestRound: byKey<number, TableRoundType | null>((ids) => services.tables.latestRounds(em, ids), null),
      currentShoe: byKey<number, TableShoeType | null>((ids) => services.shoes.current(em, ids), null),
      shoe: byKey<string, TableShoeType | null>((ids) => services.shoes.byIds(em, ids), null),
      players: byKey<string, number>((keys) => services.tables.playerCounts(em, keys), 0),
      bets: byKey<string, TableBetType[]>((keys) => services.tables.betsOfRounds(em, keys), []),
      myBets: byKey<string, TableBetType[]>((keys) => services.tables.betsOfRounds(em, keys, ctx.viewer ? viewerWallets(ctx.viewer) : []), []),
      decisions: byKey<string, TableDecisionType[]>((keys) => services.tables.decisionsOfRounds(em, keys), []),
      round: byKey<string, TableRoundType | null>((ids) => services.tables.roundsByIds(em, ids), null),
      tablesOfGame: new DataLoader<{ id: string; type: number }, TableType[], string>(
        async (games) => {
          const found = await services.tableConfigs.byGames(em, games);
          return games.map((g) => found.get(g.id) ?? []);
        },
        { cacheKeyFn: (g) => g.id },
      ),
      recentResults: new DataLoader<ResultsKey, Result[], string>(
        async (keys) => {
          const limits = [...new Set(keys.map((k) => k.limit))];
          const found = new Map<string, Result[]>();
          for (const limit of limits) {
            const ids = keys.filter((k) => k.limit === limit).map((k) => k.tableId);
            for (const [id, results] of await services.tables.recentResults(em, ids, limit)) found.set(`${id}:${limit}`, results);
          }
          return keys.map((k) => found.get(`${k.tableId}:${k.limit}`) ?? []);
        },
        { cacheKeyFn: (k) => `${k.tableId}:${k.limit}` },
      ),
    };
  });
