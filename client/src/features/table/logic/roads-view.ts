import { roadHandOf, tableRoads, type RoadHand, type TableRoads } from "@sunrise/games";

/** The five roads of baccarat or dragon tiger, by the games engine, from results newest first (B is banker or dragon, P player or tiger). */
export function roadsOf(resultsNewestFirst: readonly Record<string, unknown>[]): TableRoads {
  const hands = [...resultsNewestFirst].reverse().flatMap((r) => {
    const hand = typeof r.game === "string" ? roadHandOf(r as { game: string }) : null;
    return hand ? [hand] : ([] as RoadHand[]);
  });
  return tableRoads(hands);
}
