import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { AdminPopupsDocument, DeletePopupDocument, type AdminPopupFieldsFragment } from "../../gql/admin/graphql.js";
import { useToast } from "../../shared/ui/toasts.js";
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
import "../banners/content.css";

/** /admin/popup: every popup, latest start first, with whether it shows now and how many players saw it. */
export function PopupsListPage() {
  return (
    <RequirePermission permission="content.write">
      <PopupsList />
    </RequirePermission>
  );
}

function PopupsList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const dateTime = useDateTime();
  const { data, loading, error } = useQuery(AdminPopupsDocument, { fetchPolicy: "cache-and-network" });
  const [remove] = useMutation(DeletePopupDocument, { refetchQueries: ["AdminPopups"] });
  const columns: Column<AdminPopupFieldsFragment>[] = [
    { key: "image", header: t("adm.popups.pcImage"), label: "", render: (p) => (p.pcImage ? <span className="adm-thumb"><img src={p.pcImage.url} alt="" /></span> : null) },
    { key: "title", wrap: true, header: t("adm.popups.title"), sortValue: (p) => p.title, render: (p) => <Link to={to(adminPaths.popupEdit, { id: p.id })}>{p.title}</Link> },
    { key: "type", header: t("adm.popups.type"), sortValue: (p) => p.type, render: (p) => t(`adm.popups.type.${p.type}`) },
    { key: "live", header: t("adm.popups.now"), sortValue: (p) => p.live, render: (p) => (p.live ? <Badge tone="ok">{t("adm.content.live")}</Badge> : <Badge tone="neutral">{t(p.display ? "adm.content.outsideDates" : "adm.content.hidden")}</Badge>) },
    { key: "dates", header: t("adm.popups.dates"), sortValue: (p) => p.startDate, render: (p) => <>{dateTime(p.startDate)} → {dateTime(p.endDate)}</> },
    { key: "times", header: t("adm.popups.displayTimes"), align: "right", sortValue: (p) => p.displayTimes, render: (p) => p.displayTimes },
    { key: "position", header: t("adm.popups.position"), render: (p) => t(`adm.popups.position.${p.position}`) },
    { key: "viewers", header: t("adm.popups.viewers"), align: "right", sortValue: (p) => p.viewers, render: (p) => p.viewers },
    {
      key: "actions",
      header: t("adm.common.actions"),
      label: "",
      render: (p) => (
        <div className="adm-row-actions">
          <Link className="adm-btn adm-btn--ghost adm-btn--sm" to={to(adminPaths.popupEdit, { id: p.id })}><FormattedMessage id="adm.common.edit" /></Link>
          <ConfirmButton className="adm-btn adm-btn--danger-ghost adm-btn--sm" danger title={t("adm.popups.deleteTitle", { title: p.title })} body={t("adm.popups.deleteBody")} confirmLabel={t("adm.common.delete")} onConfirm={async () => {
            await remove({ variables: { id: p.id } });
            toast.success(t("adm.form.deleted"));
          }}>
            <FormattedMessage id="adm.common.delete" />
          </ConfirmButton>
        </div>
      ),
    },
  ];
  const newButton = <Link className="adm-btn adm-btn--primary" to={adminPaths.popupNew}><FormattedMessage id="adm.popups.new" /></Link>;
  return (
    <>
      <PageHeader title={<FormattedMessage id="admin.menu.popup" />} description={<FormattedMessage id="adm.popups.description" />} actions={newButton} />
      {error && <ErrorNotice error={error} />}
      <Panel flush>
        <DataTable caption={t("admin.menu.popup")} columns={columns} rows={data?.adminPopups ?? []} rowKey={(p) => p.id} loading={loading} empty={<EmptyState title={<FormattedMessage id="adm.popups.empty" />} hint={<FormattedMessage id="adm.popups.emptyHint" />} action={newButton} />} />
      </Panel>
    </>
  );
}
