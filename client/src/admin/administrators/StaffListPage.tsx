import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { DeleteStaffDocument, StaffDocument, type StaffFieldsFragment } from "../../gql/admin/graphql.js";
import { useToast } from "../../shared/ui/toasts.js";
import { IfCan, useCan } from "../access/AccessProvider.js";
import { ConfirmButton } from "../ui/ConfirmDialog.js";
import { DataTable, type Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { ErrorNotice } from "../ui/ErrorNotice.js";
import { Hex } from "../ui/Hex.js";
import { PageHeader } from "../ui/PageHeader.js";
import { Panel } from "../ui/Panel.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { Badge } from "../ui/TaskStateBadge.js";
import { shortHex, useDateTime } from "../ui/format.js";
import { adminPaths, to } from "../ui/paths.js";
import { useUrlFilters } from "../ui/url-state.js";
import { FilterBar } from "../ui/FilterBar.js";
import { STAFF_TYPES } from "./staff-form.js";

const FILTERS = ["type"] as const;

/** /admin/administrator: back-office accounts with their type and IP allow-list. */
export function StaffListPage() {
  return (
    <RequirePermission permission="staff.read">
      <StaffList />
    </RequirePermission>
  );
}

function StaffList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const dateTime = useDateTime();
  const canWrite = useCan()("staff.write");
  const [f, setFilters] = useUrlFilters(FILTERS);
  const { data, loading, error } = useQuery(StaffDocument);
  const [remove] = useMutation(DeleteStaffDocument, { refetchQueries: [StaffDocument] });
  const rows = (data?.staff ?? []).filter((s) => !f.type || s.type === f.type);
  const columns: Column<StaffFieldsFragment>[] = [
    { key: "address", header: t("adm.members.address"), sortValue: (s) => s.address, render: (s) => <Link to={to(adminPaths.administratorEdit, { address: s.address })}><Hex value={s.address} /></Link> },
    { key: "name", header: t("adm.members.name"), sortValue: (s) => s.name ?? "", render: (s) => <>{s.name ?? <span className="adm-muted">{t("adm.staff.noName")}</span>}{s.self && <> <Badge tone="info">{t("adm.staff.you")}</Badge></>}</> },
    { key: "registered", header: t("adm.staff.registration"), sortValue: (s) => (s.registered ? 1 : 0), render: (s) => (s.registered ? <Badge tone="ok">{t("adm.staff.registered")}</Badge> : <span className="adm-muted">{t("adm.staff.unregistered")}</span>) },
    { key: "type", header: t("adm.staff.type"), sortValue: (s) => s.type, render: (s) => <Badge tone={s.type === "ADMIN" ? "info" : "neutral"}>{t(`adm.staff.type.${s.type}`)}</Badge> },
    { key: "ips", header: t("adm.staff.ips"), render: (s) => (s.ips.length ? <span className="adm-mono">{s.ips.join(", ")}</span> : <span className="adm-muted">{t("adm.staff.anyIp")}</span>) },
    { key: "login", header: t("adm.members.lastLogin"), sortValue: (s) => s.lastLoginAt ?? "", render: (s) => <>{dateTime(s.lastLoginAt)}{s.lastIp && <div className="adm-muted adm-mono">{s.lastIp}</div>}</> },
  ];
  if (canWrite) {
    columns.push({
      key: "actions",
      header: t("adm.common.actions"),
      label: "",
      render: (s) => (
        <div className="adm-row-actions">
          <Link className="adm-btn adm-btn--ghost adm-btn--sm" to={to(adminPaths.administratorEdit, { address: s.address })}><FormattedMessage id="adm.common.edit" /></Link>
          {!s.self && <ConfirmButton
            className="adm-btn adm-btn--danger-ghost adm-btn--sm"
            danger
            title={t("adm.staff.deleteTitle", { who: s.name ?? shortHex(s.address) })}
            body={t("adm.staff.deleteBody")}
            confirmLabel={t("adm.common.delete")}
            onConfirm={async () => {
              await remove({ variables: { address: s.address } });
              toast.success(t("adm.form.deleted"));
            }}
          >
            <FormattedMessage id="adm.common.delete" />
          </ConfirmButton>}
        </div>
      ),
    });
  }
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="admin.menu.administrator" />}
        description={<FormattedMessage id="adm.staff.description" />}
        actions={<IfCan permission="staff.write"><Link className="adm-btn adm-btn--primary" to={adminPaths.administratorNew}><FormattedMessage id="adm.staff.new" /></Link></IfCan>}
      />
      {error && <ErrorNotice error={error} />}
      <Panel flush>
        <div className="adm-panel__head">
          <FilterBar values={f} onApply={setFilters} fields={[{ key: "type", label: t("adm.staff.type"), type: "select", options: [{ value: "", label: t("adm.filters.any") }, ...STAFF_TYPES.map((v) => ({ value: v, label: t(`adm.staff.type.${v}`) }))] }]} />
        </div>
        <DataTable caption={t("admin.menu.administrator")} columns={columns} rows={rows} rowKey={(s) => s.id} loading={loading} failed={Boolean(error)} empty={<EmptyState title={<FormattedMessage id="adm.empty.noMatch" />} hint={<FormattedMessage id="adm.empty.noMatchHint" />} />} />
      </Panel>
      <p className="adm-hint"><FormattedMessage id="adm.staff.rules" /></p>
    </>
  );
}
