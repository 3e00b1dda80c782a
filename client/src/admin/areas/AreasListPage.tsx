import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { AdminAreasDocument, DeleteAreaDocument, type AdminAreaFieldsFragment } from "../../gql/admin/graphql.js";
import { useToast } from "../../shared/ui/toasts.js";
import { IfCan, useCan } from "../access/AccessProvider.js";
import { ConfirmButton } from "../ui/ConfirmDialog.js";
import { DataTable, type Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { ErrorNotice } from "../ui/ErrorNotice.js";
import { PageHeader } from "../ui/PageHeader.js";
import { Panel } from "../ui/Panel.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { Badge } from "../ui/TaskStateBadge.js";
import { useDateTime } from "../ui/format.js";
import { adminPaths, to } from "../ui/paths.js";
import { hoursText } from "./area-form.js";

/** /admin/areas: the casino's areas, their UTC hours and whether they are open now. */
export function AreasListPage() {
  return (
    <RequirePermission permission="areas.read">
      <AreasList />
    </RequirePermission>
  );
}

function AreasList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const dateTime = useDateTime();
  const canWrite = useCan()("areas.write");
  const { data, loading, error } = useQuery(AdminAreasDocument);
  const [remove] = useMutation(DeleteAreaDocument, { refetchQueries: [AdminAreasDocument] });
  const columns: Column<AdminAreaFieldsFragment>[] = [
    { key: "name", header: t("adm.areas.name"), sortValue: (a) => a.name, render: (a) => <><Link to={to(adminPaths.areaEdit, { id: a.id })}>{a.name}</Link> <span className="adm-muted adm-mono">{a.id}</span></> },
    { key: "hours", header: t("adm.areas.hours"), sortValue: (a) => a.startUTCHour, render: (a) => hoursText(a.startUTCHour, a.endUTCHour) ?? t("adm.areas.allDay") },
    { key: "now", header: t("adm.areas.now"), sortValue: (a) => a.isOpen, render: (a) => (a.isOpen ? <Badge tone="ok">{t("adm.areas.open")}</Badge> : <><Badge tone="neutral">{t("adm.areas.closed")}</Badge> {a.opensAt && <span className="adm-muted">{t("adm.areas.opensAt", { at: dateTime(a.opensAt) })}</span>}</>) },
    { key: "tables", header: t("adm.games.tables"), align: "right", sortValue: (a) => a.tableCount, render: (a) => a.tableCount },
    { key: "enable", header: t("adm.games.status"), sortValue: (a) => a.enable, render: (a) => <Badge tone={a.enable ? "ok" : "neutral"}>{t(a.enable ? "adm.status.enabled" : "adm.status.disabled")}</Badge> },
  ];
  if (canWrite) {
    columns.push({
      key: "actions",
      header: t("adm.common.actions"),
      label: "",
      render: (a) => (
        <div className="adm-row-actions">
          <Link className="adm-btn adm-btn--ghost adm-btn--sm" to={to(adminPaths.areaEdit, { id: a.id })}><FormattedMessage id="adm.common.edit" /></Link>
          <ConfirmButton
            className="adm-btn adm-btn--danger-ghost adm-btn--sm"
            disabled={a.tableCount > 0}
            danger
            title={t("adm.areas.deleteTitle", { name: a.name })}
            body={t("adm.areas.deleteBody")}
            confirmLabel={t("adm.common.delete")}
            onConfirm={async () => {
              await remove({ variables: { id: a.id } });
              toast.success(t("adm.form.deleted"));
            }}
          >
            <FormattedMessage id="adm.common.delete" />
          </ConfirmButton>
        </div>
      ),
    });
  }
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="admin.menu.areaConfig" />}
        description={<FormattedMessage id="adm.areas.description" />}
        actions={<IfCan permission="areas.write"><Link className="adm-btn adm-btn--primary" to={adminPaths.areaNew}><FormattedMessage id="adm.areas.new" /></Link></IfCan>}
      />
      {error && <ErrorNotice error={error} />}
      <Panel flush>
        <DataTable
          caption={t("admin.menu.areaConfig")}
          columns={columns}
          rows={data?.adminAreas ?? []}
          rowKey={(a) => a.id}
          loading={loading}
          failed={Boolean(error)}
          empty={<EmptyState title={<FormattedMessage id="adm.areas.empty" />} hint={<FormattedMessage id="adm.areas.emptyHint" />} action={<IfCan permission="areas.write"><Link className="adm-btn adm-btn--primary" to={adminPaths.areaNew}><FormattedMessage id="adm.areas.new" /></Link></IfCan>} />}
        />
      </Panel>
      {canWrite && <p className="adm-hint"><FormattedMessage id="adm.areas.deleteRule" /></p>}
    </>
  );
}
