import { useMemo } from "react";
import { useQuery } from "@apollo/client/react";
import { useSearchParams } from "react-router-dom";
import { AdminStatsDocument, DashboardGroupNamesDocument } from "../../gql/admin/graphql.js";
import { useCan } from "../access/AccessProvider.js";
import { daysIn, monthsOf, readRange, statsInput, type DashboardRange } from "./range.js";
import { latestActive, totalsOf } from "./summarize.js";

/**
 * The dashboard's numbers for the range in the URL: daily rows for the totals and DAU, monthly rows
 * for MAU, and the rows the charts ask for (granularity and grouping as chosen).
 */
export function useDashboard() {
  const [params, setParams] = useSearchParams();
  const range = useMemo(() => readRange(params), [params]);
  // An inverted range asks nothing (the gateway would refuse it): the page says what to fix.
  const skip = Boolean(range.inverted);
  const daily = useQuery(AdminStatsDocument, { variables: { input: statsInput(range, "DAY", "NONE") }, skip });
  const monthly = useQuery(AdminStatsDocument, { variables: { input: statsInput(monthsOf(range), "MONTH", "NONE") }, skip });
  const chart = useQuery(AdminStatsDocument, { variables: { input: statsInput(range, range.granularity, range.groupBy) }, skip });
  // Bridge volume is only in ungrouped rows; with no grouping this is the chart's own query.
  const overall = useQuery(AdminStatsDocument, { variables: { input: statsInput(range, range.granularity, "NONE") }, skip });

  const can = useCan();
  const named = useQuery(DashboardGroupNamesDocument, { skip: !can("games.read") || !can("areas.read") });
  const names = useMemo(
    () => new Map([...(named.data?.adminTables ?? []).map((t) => [`table-${t.id}`, t.name] as const), ...(named.data?.adminAreas ?? []).map((a) => [`area-${a.id}`, a.name] as const)]),
    [named.data],
  );
  const days = daily.data?.stats ?? [];
  const setRange = (patch: Partial<DashboardRange>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      const { inverted: _, ...merged } = { ...range, ...patch };
      next.set("from", merged.from);
      next.set("to", merged.to);
      next.set("by", merged.granularity);
      next.set("group", merged.groupBy);
      return next;
    });
  return {
    range,
    setRange,
    names,
    totals: totalsOf(days),
    dau: latestActive(days),
    // Over every day of the range: a day without a row had no active player.
    averageDau: range.inverted ? 0 : days.reduce((n, r) => n + r.activePlayers, 0) / daysIn(range),
    mau: latestActive(monthly.data?.stats ?? []),
    daily: days,
    chartRows: chart.data?.stats ?? [],
    overallRows: overall.data?.stats ?? [],
    loading: daily.loading || monthly.loading || chart.loading || overall.loading,
    error: daily.error ?? monthly.error ?? chart.error ?? overall.error,
  };
}
