import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { AdminJackpotsDocument, type AdminJackpotFieldsFragment, type JackpotState } from "../../gql/admin/graphql.js";
import { formatToken } from "../../shared/format/token.js";
import { IfCan } from "../access/AccessProvider.js";
import type { Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { ErrorNotice } from "../ui/ErrorNotice.js";
import { FilteredTable } from "../ui/FilteredTable.js";
import { PageHeader } from "../ui/PageHeader.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { dayEnd, dayStart, useDateTime } from "../ui/format.js";
import { adminPaths, to } from "../ui/paths.js";
import { useCursorPage, useUrlFilters } from "../ui/url-state.js";
import { JackpotStateBadge, LevelBadge } from "./JackpotBadges.js";
import { LEVELS } from "./jackpot-form.js";

const FILTERS = ["level", "state", "from", "to"] as const;
export const STATES: JackpotState[] = ["DRAFT", "OPEN", "DRAWING", "DRAWN", "PAID", "CANCELLED"];
export const PAGE_SIZE = 20;

/** /admin/jackpot: every jackpot, newest first, by level, state and draw date. */
export function JackpotsListPage() {
  return (
    <RequirePermission permission="jackpots.read">
      <JackpotsList />
    </RequirePermission>
  );
}

function JackpotsList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dateTime = useDateTime();
  const [f, setFilters] = useUrlFilters(FILTERS);
  const page = useCursorPage();
  const filter = {
    level: LEVELS.map(String).includes(f.level) ? Number(f.level) : null,
    state: (STATES as string[]).includes(f.state) ? (f.state as JackpotState) : null,
    from: dayStart(f.from),
    to: dayEnd(f.to),
  };
  const { data, loading, error } = useQuery(AdminJackpotsDocument, { variables: { filter, first: PAGE_SIZE, after: page.after }, fetchPolicy: "cache-and-network" });
  const rows = data?.adminJackpots.edges.map((e) => e.node) ?? [];
  const columns: Column<AdminJackpotFieldsFragment>[] = [
    { key: "name", wrap: true, header: t("adm.jackpots.name"), sortValue: (j) => j.name, render: (j) => <Link to={to(adminPaths.jackpotEdit, { id: j.id })}>{j.name}</Link> },
    { key: "level", header: t("adm.jackpots.level"), sortValue: (j) => j.level, render: (j) => <LevelBadge level={j.level} /> },
    { key: "prize", header: t("adm.jackpots.prize"), align: "right", sortValue: (j) => BigInt(j.prize), render: (j) => `${formatToken(j.prize)} SUSD` },
    { key: "winners", header: t("adm.jackpots.winnersCount"), align: "right", sortValue: (j) => j.winnersCount, render: (j) => j.winnersCount },
    { key: "tickets", header: t("adm.jackpots.tickets"), align: "right", sortValue: (j) => j.ticketCount, render: (j) => j.ticketCount },
    { key: "drawAt", header: t("adm.jackpots.drawAt"), sortValue: (j) => j.drawAt, render: (j) => dateTime(j.drawAt) },
    { key: "state", header: t("adm.jackpots.state"), sortValue: (j) => STATES.indexOf(j.state), render: (j) => <JackpotStateBadge state={j.state} /> },
  ];
  const newButton = (
    <IfCan permission="jackpots.write">
      <Link className="adm-btn adm-btn--primary" to={adminPaths.jackpotNew}><FormattedMessage id="adm.jackpots.new" /></Link>
    </IfCan>
  );
  const issueButton = (
    <IfCan permission="tickets.write">
      <Link className="adm-btn adm-btn--ghost" to={adminPaths.ticketNew}><FormattedMessage id="adm.jackpots.issue" /></Link>
    </IfCan>
  );
  return (
    <>
      <PageHeader title={<FormattedMessage id="admin.menu.jackpot" />} description={<FormattedMessage id="adm.jackpots.description" />} actions={<>{issueButton}{newButton}</>} />
      {error && <ErrorNotice error={error} />}
      <FilteredTable
        filters={{ values: f, onApply: setFilters, fields: [
          { key: "level", label: t("adm.jackpots.level"), type: "select", options: [{ value: "", label: t("adm.filters.any") }, ...LEVELS.map((l) => ({ value: String(l), label: `${l} · ${t(`adm.jackpots.level.${l}`)}` }))] },
          { key: "state", label: t("adm.jackpots.state"), type: "select", options: [{ value: "", label: t("adm.filters.any") }, ...STATES.map((s) => ({ value: s, label: t(`adm.jackpots.state.${s}`) }))] },
          { key: "from", label: t("adm.jackpots.drawFrom"), type: "date" },
          { key: "to", label: t("adm.jackpots.drawTo"), type: "date" },
        ] }}
        caption={t("admin.menu.jackpot")}
        columns={columns}
        rows={rows}
        rowKey={(j) => j.id}
        loading={loading}
        failed={Boolean(error)}
        empty={<EmptyState title={<FormattedMessage id="adm.jackpots.empty" />} hint={<FormattedMessage id="adm.jackpots.emptyHint" />} action={newButton} />}
        page={data?.adminJackpots.pageInfo}
      />
    </>
  );
}
