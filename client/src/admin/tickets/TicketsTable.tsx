import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { AdminTicketsDocument, type AdminTicketFieldsFragment, type TicketSource } from "../../gql/admin/graphql.js";
import { formatToken } from "../../shared/format/token.js";
import { DataTable, type Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { ErrorNotice } from "../ui/ErrorNotice.js";
import { FilterBar } from "../ui/FilterBar.js";
import { Hex } from "../ui/Hex.js";
import { Badge } from "../ui/TaskStateBadge.js";
import { adminPaths, to } from "../ui/paths.js";

const SOURCES: TicketSource[] = ["EARNED", "ISSUED"];
export const TICKETS_PAGE = 50;

export function TicketSourceBadge({ source }: { source: TicketSource }) {
  return <Badge tone={source === "ISSUED" ? "info" : "neutral"}><FormattedMessage id={`adm.tickets.source.${source}`} /></Badge>;
}

/** A jackpot's tickets (by number once entries closed), filtered by owner and source, paged. */
export function TicketsTable({ jackpotId }: { jackpotId: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [f, setF] = useState({ owner: "", source: "" });
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors.at(-1) ?? null;
  const filter = { owner: /^0x[0-9a-fA-F]{40}$/.test(f.owner.trim()) ? f.owner.trim() : null, source: (SOURCES as string[]).includes(f.source) ? (f.source as TicketSource) : null };
  const { data, loading, error } = useQuery(AdminTicketsDocument, { variables: { jackpotId, filter, first: TICKETS_PAGE, after }, fetchPolicy: "cache-and-network" });
  const rows = data?.adminTickets.edges.map((e) => e.node) ?? [];
  const columns: Column<AdminTicketFieldsFragment>[] = [
    { key: "id", header: "ID", render: (x) => <Link to={to(adminPaths.ticket, { id: x.id })}>{x.id}</Link> },
    { key: "number", header: t("adm.tickets.number"), align: "right", render: (x) => (x.number ?? "—") },
    { key: "owner", header: t("adm.jackpots.owner"), render: (x) => <Hex value={x.owner} /> },
    { key: "source", header: t("adm.tickets.source"), render: (x) => <TicketSourceBadge source={x.source} /> },
    {
      key: "result",
      header: t("adm.tickets.won"),
      render: (x) => (x.voidedAt ? <Badge tone="bad"><FormattedMessage id="adm.tickets.void" /></Badge> : x.won ? <Badge tone="ok"><FormattedMessage id="adm.tickets.wonPrize" values={{ amount: formatToken(x.prize ?? "0") }} /></Badge> : "—"),
    },
  ];
  return (
    <>
      <div className="adm-panel__head">
        <FilterBar
          values={f}
          onApply={(v) => (setF(v), setCursors([null]))}
          fields={[
            { key: "owner", label: t("adm.jackpots.owner"), type: "text", placeholder: "0x…", wide: true },
            { key: "source", label: t("adm.tickets.source"), type: "select", options: [{ value: "", label: t("adm.filters.any") }, ...SOURCES.map((s) => ({ value: s, label: t(`adm.tickets.source.${s}`) }))] },
          ]}
        />
      </div>
      {error && <ErrorNotice error={error} />}
      <DataTable
        caption={t("adm.tickets.list")}
        columns={columns}
        rows={rows}
        rowKey={(x) => x.id}
        loading={loading}
        failed={Boolean(error)}
        empty={<EmptyState title={<FormattedMessage id="adm.tickets.empty" />} hint={<FormattedMessage id="adm.tickets.emptyHint" />} />}
      />
      <div className="adm-pager">
        <span className="adm-muted">{data && <FormattedMessage id="adm.tickets.total" values={{ count: data.adminTickets.totalCount }} />}</span>
        <div className="adm-pager__buttons">
        <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" disabled={cursors.length < 2} onClick={() => setCursors((c) => c.slice(0, -1))}><FormattedMessage id="adm.pager.previous" /></button>
        <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" disabled={!data?.adminTickets.pageInfo.hasNextPage} onClick={() => setCursors((c) => [...c, data!.adminTickets.pageInfo.endCursor ?? null])}><FormattedMessage id="adm.pager.next" /></button>
        </div>
      </div>
    </>
  );
}
