import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { AdminCategoriesDocument, DeleteCategoryDocument, type AdminCategoryFieldsFragment } from "../../gql/admin/graphql.js";
import { useToast } from "../../shared/ui/toasts.js";
import { ConfirmButton } from "../ui/ConfirmDialog.js";
import { DataTable, type Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { ErrorNotice } from "../ui/ErrorNotice.js";
import { PageHeader } from "../ui/PageHeader.js";
import { Panel } from "../ui/Panel.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { Badge } from "../ui/TaskStateBadge.js";
import { adminPaths, to } from "../ui/paths.js";

/** /admin/categories: the lobby's category filter, in order, with their games. */
export function CategoriesListPage() {
  return (
    <RequirePermission permission="content.write">
      <CategoriesList />
    </RequirePermission>
  );
}

function CategoriesList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const { data, loading, error } = useQuery(AdminCategoriesDocument, { fetchPolicy: "cache-and-network" });
  const [remove] = useMutation(DeleteCategoryDocument, { refetchQueries: ["AdminCategories"] });
  const columns: Column<AdminCategoryFieldsFragment>[] = [
    { key: "order", header: t("adm.categories.sortOrder"), align: "right", sortValue: (c) => c.sortOrder, render: (c) => c.sortOrder },
    { key: "nameEn", header: t("adm.categories.nameEn"), sortValue: (c) => c.nameEn, render: (c) => <><Link to={to(adminPaths.categoryEdit, { id: c.id })}>{c.nameEn}</Link> <span className="adm-muted adm-mono">{c.id}</span></> },
    { key: "nameJa", header: t("adm.categories.nameJa"), sortValue: (c) => c.nameJa, render: (c) => <span lang="ja">{c.nameJa}</span> },
    { key: "games", header: t("adm.categories.games"), align: "right", sortValue: (c) => c.gameIds.length, render: (c) => c.gameIds.length },
    { key: "kind", header: t("adm.categories.kind"), sortValue: (c) => c.builtIn, render: (c) => <Badge tone={c.builtIn ? "info" : "neutral"}>{t(c.builtIn ? "adm.categories.builtIn" : "adm.categories.custom")}</Badge> },
    { key: "enabled", header: t("adm.games.status"), sortValue: (c) => c.enabled, render: (c) => <Badge tone={c.enabled ? "ok" : "neutral"}>{t(c.enabled ? "adm.status.enabled" : "adm.status.disabled")}</Badge> },
    {
      key: "actions",
      header: t("adm.common.actions"),
      label: "",
      render: (c) => (
        <div className="adm-row-actions">
          <Link className="adm-btn adm-btn--ghost adm-btn--sm" to={to(adminPaths.categoryEdit, { id: c.id })}><FormattedMessage id="adm.common.edit" /></Link>
          <ConfirmButton className="adm-btn adm-btn--danger-ghost adm-btn--sm" danger disabled={c.builtIn} title={t("adm.categories.deleteTitle", { name: c.nameEn })} body={t("adm.categories.deleteBody")} confirmLabel={t("adm.common.delete")} onConfirm={async () => {
            await remove({ variables: { id: c.id } });
            toast.success(t("adm.form.deleted"));
          }}>
            <FormattedMessage id="adm.common.delete" />
          </ConfirmButton>
        </div>
      ),
    },
  ];
  const newButton = <Link className="adm-btn adm-btn--primary" to={adminPaths.categoryNew}><FormattedMessage id="adm.categories.new" /></Link>;
  return (
    <>
      <PageHeader title={<FormattedMessage id="admin.menu.categories" />} description={<FormattedMessage id="adm.categories.description" />} actions={newButton} />
      {error && <ErrorNotice error={error} />}
      <Panel flush>
        <DataTable caption={t("admin.menu.categories")} columns={columns} rows={data?.adminCategories ?? []} rowKey={(c) => c.id} loading={loading} initialSort={{ key: "order", dir: "asc" }} empty={<EmptyState title={<FormattedMessage id="adm.categories.empty" />} action={newButton} />} />
      </Panel>
      <p className="adm-hint"><FormattedMessage id="adm.categories.deleteRule" /></p>
    </>
  );
}
