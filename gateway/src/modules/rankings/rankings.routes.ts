import express, { type Router } from "express";
import { jsonRoute, type ContextFor } from "../../rest/respond.js";
import { RankingKindName, RankingPeriodName } from "./ranking.type.js";

const PERIODS = { daily: RankingPeriodName.DAILY, weekly: RankingPeriodName.WEEKLY, monthly: RankingPeriodName.MONTHLY } as const;

/** SPEC §7 `GET /api/v1/ranking`: `{ daily, weekly, monthly }`, each `{ from, to, popular, volatility }` (the same entries as GraphQL `rankings`). */
export function rankingRoutes(contextFor: ContextFor): Router {
  const router = express.Router();
  router.get("/ranking", jsonRoute(contextFor, async (ctx) => {
    const now = new Date();
    const entries = await Promise.all(Object.entries(PERIODS).map(async ([name, period]) => {
      const [popular, volatility] = await Promise.all([
        ctx.services.rankings.ranking(ctx.em, period, RankingKindName.POPULAR, now),
        ctx.services.rankings.ranking(ctx.em, period, RankingKindName.VOLATILITY, now),
      ]);
      return [name, { from: popular.periodStart, to: popular.periodEnd, popular: popular.popular, volatility: volatility.volatility }] as const;
    }));
    return Object.fromEntries(entries);
  }));
  return router;
}
