import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { AdminRoundsDocument, ResultTablesDocument, type AdminRoundFieldsFragment } from "../../gql/admin/graphql.js";
import { formatToken } from "../../shared/format/token.js";
import type { Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { ErrorNotice } from "../ui/ErrorNotice.js";
import { FilteredTable } from "../ui/FilteredTable.js";
import { PageHeader } from "../ui/PageHeader.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { dayEnd, dayStart, useDateTime } from "../ui/format.js";
import { useCursorPage, useUrlFilters } from "../ui/url-state.js";
import { RoundStateBadge } from "./RoundStateBadge.js";
import { RoundDetail } from "./RoundDetail.js";
import { MAX_ROUND_IDS, parseRoundIds } from "./round-ids.js";
import { resultSummary } from "./result-summary.js";

const FILTERS = ["table", "from", "to", "ids", "state", "bets"] as const;
/** The bets filter's choices in the URL: none (the default) keeps rounds someone bet on. */
const BETS = ["", "all", "none"] as const;
const withBetsOf = (bets: string): boolean | null => (bets === "all" ? null : bets !== "none");
const STATES = ["open", "closed", "dealt", "revealed", "settled", "refunded", "forfeited"] as const;
export const ROUNDS_PAGE = 25;

/** /admin/game-result: rounds by table, date or comma-separated round IDs, each with seeds, result, bets and payouts. */
export function GameResultPage() {
  return (
    <RequirePermission permission="results.read">
      <GameResult />
    </RequirePermission>
  );
}

function GameResult() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dateTime = useDateTime();
  const [f, setFilters] = useUrlFilters(FILTERS);
  const page = useCursorPage();
  const [params, setParams] = useSearchParams();
  const open = params.get("round");
  const tables = useQuery(ResultTablesDocument);
  const { ids, bad } = parseRoundIds(f.ids);
  const invalid = bad.length > 0 ? t("adm.results.error.ids", { ids: bad.join(", ") }) : ids.length > MAX_ROUND_IDS ? t("adm.results.error.tooMany", { max: MAX_ROUND_IDS }) : null;
  const filter = { tableId: f.table ? Number(f.table) : null, from: dayStart(f.from), to: dayEnd(f.to), roundKeys: ids.length ? ids : null, state: f.state || null, withBets: withBetsOf(f.bets) };
  const { data, loading, error } = useQuery(AdminRoundsDocument, { variables: { filter, first: ROUNDS_PAGE, after: page.after }, skip: Boolean(invalid) });
  const rows = data?.adminRounds.edges.map((e) => e.node) ?? [];
  const show = (key: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (key) next.set("round", key);
      else next.delete("round");
      return next;
    });
  const columns: Column<AdminRoundFieldsFragment>[] = [
    { key: "round", header: t("adm.results.round"), sortValue: (r) => r.round.roundId, render: (r) => <button type="button" className="adm-link" onClick={() => show(r.id)}>#{r.round.roundId}</button> },
    { key: "table", header: t("adm.results.table"), sortValue: (r) => r.tableName ?? "", render: (r) => <>{r.tableName ?? `#${r.round.tableId}`}<div className="adm-muted">{t(`adm.game.${r.round.gameType}`)}</div></> },
    { key: "opened", header: t("adm.results.opened"), sortValue: (r) => r.round.openedAt, render: (r) => dateTime(r.round.openedAt) },
    { key: "state", header: t("adm.tasks.state"), sortValue: (r) => r.round.state, render: (r) => <RoundStateBadge state={r.round.state} stuck={r.canRefund} /> },
    { key: "result", secondary: true, header: t("adm.results.result"), render: (r) => resultSummary(intl, r.round.result) },
    { key: "bets", secondary: true, header: t("adm.dashboard.bets"), align: "right", sortValue: (r) => r.betCount, render: (r) => <>{r.betCount} <span className="adm-muted">/ {r.playerCount}</span></> },
    { key: "staked", secondary: true, header: t("adm.results.staked"), align: "right", sortValue: (r) => BigInt(r.round.totalStaked ?? 0), render: (r) => formatToken(r.round.totalStaked ?? "0") },
    { key: "paid", secondary: true, header: t("adm.dashboard.paidOut"), align: "right", sortValue: (r) => BigInt(r.round.totalPaid ?? 0), render: (r) => formatToken(r.round.totalPaid ?? "0") },
  ];
  return (
    <>
      <PageHeader title={<FormattedMessage id="admin.menu.gameResult" />} description={<FormattedMessage id="adm.results.description" />} />
      {error && <ErrorNotice error={error} />}
      <FilteredTable
        filters={{ values: f, onApply: setFilters, fields: [
          { key: "table", label: t("adm.results.table"), type: "select", options: [{ value: "", label: t("adm.filters.any") }, ...(tables.data?.adminTables ?? []).map((x) => ({ value: String(x.id), label: `#${x.id} ${x.name}` }))] },
          { key: "from", label: t("adm.dashboard.from"), type: "date" },
          { key: "to", label: t("adm.dashboard.to"), type: "date" },
          { key: "ids", label: t("adm.results.ids"), type: "text", placeholder: "1024, 1025, 1030", wide: true },
          { key: "state", label: t("adm.tasks.state"), type: "select", options: [{ value: "", label: t("adm.filters.any") }, ...STATES.map((s) => ({ value: s, label: t(`adm.round.${s}`) }))] },
          { key: "bets", label: t("adm.results.betsFilter"), type: "select", options: BETS.map((b) => ({ value: b, label: t(`adm.results.bets.${b || "with"}`) })) },
        ] }}
        compactRow={(r) => r.betCount === 0}
        notice={invalid && <div className="adm-alert adm-alert--error adm-alert--inset" role="alert">{invalid}</div>}
        caption={t("admin.menu.gameResult")}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        loading={loading}
        failed={Boolean(error)}
        noMatchHint="adm.results.noMatchHint"
        empty={withBetsOf(f.bets) ? <EmptyState title={<FormattedMessage id="adm.results.emptyWithBets" />} hint={<FormattedMessage id="adm.results.emptyWithBetsHint" />} /> : <EmptyState title={<FormattedMessage id="adm.results.empty" />} hint={<FormattedMessage id="adm.results.emptyHint" />} />}
        page={data?.adminRounds.pageInfo}
      />
      {open && <RoundDetail roundKey={open} onClose={() => show(null)} />}
    </>
  );
}
