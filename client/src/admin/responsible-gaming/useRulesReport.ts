import { useQuery } from "@apollo/client/react";
import { ResponsibleGamingReportDocument, type ResponsibleGamingReportQuery } from "../../gql/admin/graphql.js";

export type ReportWeek = ResponsibleGamingReportQuery["responsibleGamingReport"][number];

/** Breaks started and limits hit per week (from Monday 00:00 UTC), newest first, with the totals over the weeks shown. */
export function useRulesReport(weeks: number) {
  const { data, loading, error } = useQuery(ResponsibleGamingReportDocument, { variables: { weeks } });
  const rows = data?.responsibleGamingReport ?? [];
  const totals = rows.reduce(
    (sum, w) => ({ timeOuts: sum.timeOuts + w.timeOuts, staffTimeOuts: sum.staffTimeOuts + w.staffTimeOuts, selfExclusions: sum.selfExclusions + w.selfExclusions, limitHits: sum.limitHits + w.limitHits }),
    { timeOuts: 0, staffTimeOuts: 0, selfExclusions: 0, limitHits: 0 },
  );
  return { rows, totals, loading, error };
}
