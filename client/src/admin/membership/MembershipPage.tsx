import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { MembersDocument, type MemberFieldsFragment } from "../../gql/admin/graphql.js";
import { formatToken } from "../../shared/format/token.js";
import { useCan } from "../access/AccessProvider.js";
import type { Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { ErrorNotice } from "../ui/ErrorNotice.js";
import { FilteredTable } from "../ui/FilteredTable.js";
import { Hex } from "../ui/Hex.js";
import { PageHeader } from "../ui/PageHeader.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { dayEnd, dayStart, useDateTime } from "../ui/format.js";
import { useCursorPage, useUrlFilters } from "../ui/url-state.js";
import { BanFlags } from "./BanFlags.js";
import { BanActions } from "./BanActions.js";
import { MemberDetail } from "./MemberDetail.js";

const FILTERS = ["search", "banned", "from", "to"] as const;
export const MEMBERS_PAGE = 20;

/** /admin/membership: players by address, name or email; bans, chat bans and image bans. */
export function MembershipPage() {
  return (
    <RequirePermission permission="members.read">
      <Membership />
    </RequirePermission>
  );
}

function Membership() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dateTime = useDateTime();
  const canBan = useCan()("members.ban");
  const [f, setFilters] = useUrlFilters(FILTERS);
  const page = useCursorPage();
  const [open, setOpen] = useState<string | null>(null);
  const filter = { search: f.search.trim() || null, banned: f.banned === "yes" ? true : f.banned === "no" ? false : null, registeredFrom: dayStart(f.from), registeredTo: dayEnd(f.to) };
  const { data, loading, error } = useQuery(MembersDocument, { variables: { filter, first: MEMBERS_PAGE, after: page.after } });
  const rows = data?.members.edges.map((e) => e.node) ?? [];
  const columns: Column<MemberFieldsFragment>[] = [
    { key: "address", header: t("adm.members.address"), sortValue: (m) => m.address, render: (m) => <button type="button" className="adm-link" onClick={() => setOpen(m.address)}><Hex value={m.address} /></button> },
    { key: "name", header: t("adm.members.name"), sortValue: (m) => m.name ?? "", render: (m) => <>{m.name ?? "—"}{m.email && <div className="adm-muted">{m.email}</div>}</> },
    { key: "registered", header: t("adm.members.registered"), sortValue: (m) => m.registeredAt, render: (m) => dateTime(m.registeredAt) },
    { key: "login", header: t("adm.members.lastLogin"), sortValue: (m) => m.lastLoginAt ?? "", render: (m) => <>{dateTime(m.lastLoginAt)}{m.lastIp && <div className="adm-muted adm-mono">{m.lastIp}</div>}</> },
    { key: "bets", header: t("adm.dashboard.bets"), align: "right", sortValue: (m) => m.betCount, render: (m) => intl.formatNumber(m.betCount) },
    { key: "wagered", header: t("adm.dashboard.wagered"), align: "right", sortValue: (m) => BigInt(m.wagered), render: (m) => formatToken(m.wagered) },
    { key: "flags", header: t("adm.members.state"), render: (m) => <BanFlags member={m} /> },
  ];
  columns.push({
    key: "actions",
    header: t("adm.common.actions"),
    label: "",
    render: (m) => (
      <div className="adm-row-actions">
        {canBan && m.userType === "NORMAL" && <BanActions member={m} onlyBan />}
        <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" onClick={() => setOpen(m.address)}><FormattedMessage id="adm.common.details" /></button>
      </div>
    ),
  });
  return (
    <>
      <PageHeader title={<FormattedMessage id="admin.menu.membership" />} description={<FormattedMessage id="adm.members.description" />} />
      {error && <ErrorNotice error={error} />}
      <FilteredTable
        filters={{ values: f, onApply: setFilters, fields: [
          { key: "search", label: t("adm.filters.search"), type: "text", placeholder: t("adm.members.searchHint"), wide: true },
          { key: "banned", label: t("adm.members.banned"), type: "select", options: [{ value: "", label: t("adm.filters.any") }, { value: "yes", label: t("adm.members.onlyBanned") }, { value: "no", label: t("adm.members.notBanned") }] },
          { key: "from", label: t("adm.members.registeredFrom"), type: "date" },
          { key: "to", label: t("adm.members.registeredTo"), type: "date" },
        ] }}
        caption={t("admin.menu.membership")}
        columns={columns}
        rows={rows}
        rowKey={(m) => m.id}
        loading={loading}
        failed={Boolean(error)}
        noMatchHint="adm.members.noMatchHint"
        empty={<EmptyState title={<FormattedMessage id="adm.members.empty" />} hint={<FormattedMessage id="adm.members.emptyHint" />} />}
        page={data?.members.pageInfo}
      />
      {open && <MemberDetail address={open} onClose={() => setOpen(null)} />}
    </>
  );
}
