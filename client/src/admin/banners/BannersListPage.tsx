import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { AdminBannersDocument, DeleteBannerDocument, type AdminBannerFieldsFragment } from "../../gql/admin/graphql.js";
import { useToast } from "../../shared/ui/toasts.js";
import { ConfirmButton } from "../ui/ConfirmDialog.js";
import { DataTable, type Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { ErrorNotice } from "../ui/ErrorNotice.js";
import { FilterBar } from "../ui/FilterBar.js";
import { PageHeader } from "../ui/PageHeader.js";
import { Panel } from "../ui/Panel.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { Badge } from "../ui/TaskStateBadge.js";
import { useDateTime } from "../ui/format.js";
import { adminPaths, to } from "../ui/paths.js";
import { useUrlFilters } from "../ui/url-state.js";
import { BANNER_TYPES, LOCATIONS } from "./banner-form.js";
import "./content.css";

const FILTERS = ["type", "location"] as const;

/** /admin/top-banner: every banner by location and order, with whether it shows now. */
export function BannersListPage() {
  return (
    <RequirePermission permission="content.write">
      <BannersList />
    </RequirePermission>
  );
}

function BannersList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const dateTime = useDateTime();
  const [f, setFilters] = useUrlFilters(FILTERS);
  const variables = { type: f.type ? Number(f.type) : null, location: f.location ? Number(f.location) : null };
  const { data, loading, error } = useQuery(AdminBannersDocument, { variables, fetchPolicy: "cache-and-network" });
  const [remove] = useMutation(DeleteBannerDocument, { refetchQueries: ["AdminBanners"] });
  const columns: Column<AdminBannerFieldsFragment>[] = [
    { key: "image", header: t("adm.banners.image"), label: "", render: (b) => <span className="adm-thumb"><img src={b.image.url} alt="" /></span> },
    { key: "title", wrap: true, header: t("adm.banners.title"), sortValue: (b) => b.title, render: (b) => <Link to={to(adminPaths.topBannerEdit, { id: b.id })}>{b.title}</Link> },
    { key: "location", header: t("adm.banners.location"), sortValue: (b) => b.location, render: (b) => t(`adm.banners.location.${b.location}`) },
    { key: "order", header: t("adm.banners.sortOrder"), align: "right", sortValue: (b) => b.sortOrder, render: (b) => b.sortOrder },
    { key: "live", header: t("adm.popups.now"), sortValue: (b) => b.live, render: (b) => (b.live ? <Badge tone="ok">{t("adm.content.live")}</Badge> : <Badge tone="neutral">{t(b.display ? "adm.content.outsideDates" : "adm.content.hidden")}</Badge>) },
    { key: "dates", header: t("adm.popups.dates"), render: (b) => (b.startDate || b.endDate ? <>{dateTime(b.startDate)} → {dateTime(b.endDate)}</> : <span className="adm-muted">{t("adm.banners.always")}</span>) },
    { key: "mobile", header: t("adm.banners.mobileImage"), render: (b) => (b.mobileImage ? <span className="adm-thumb adm-thumb--tall"><img src={b.mobileImage.url} alt="" /></span> : <span className="adm-muted">{t("adm.banners.sameImage")}</span>) },
    {
      key: "actions",
      header: t("adm.common.actions"),
      label: "",
      render: (b) => (
        <div className="adm-row-actions">
          <Link className="adm-btn adm-btn--ghost adm-btn--sm" to={to(adminPaths.topBannerEdit, { id: b.id })}><FormattedMessage id="adm.common.edit" /></Link>
          <ConfirmButton className="adm-btn adm-btn--danger-ghost adm-btn--sm" danger title={t("adm.banners.deleteTitle", { title: b.title })} body={t("adm.banners.deleteBody")} confirmLabel={t("adm.common.delete")} onConfirm={async () => {
            await remove({ variables: { id: b.id } });
            toast.success(t("adm.form.deleted"));
          }}>
            <FormattedMessage id="adm.common.delete" />
          </ConfirmButton>
        </div>
      ),
    },
  ];
  const newButton = <Link className="adm-btn adm-btn--primary" to={adminPaths.topBannerNew}><FormattedMessage id="adm.banners.new" /></Link>;
  const allLocations = BANNER_TYPES.flatMap((type) => LOCATIONS[type] ?? []);
  return (
    <>
      <PageHeader title={<FormattedMessage id="admin.menu.topBanner" />} description={<FormattedMessage id="adm.banners.description" />} actions={newButton} />
      {error && <ErrorNotice error={error} />}
      <Panel flush>
        <div className="adm-panel__head">
          <FilterBar
            values={f}
            onApply={setFilters}
            fields={[
              { key: "type", label: t("adm.banners.type"), type: "select", options: [{ value: "", label: t("adm.filters.any") }, ...BANNER_TYPES.map((n) => ({ value: n, label: t(`adm.banners.type.${n}`) }))] },
              { key: "location", label: t("adm.banners.location"), type: "select", options: [{ value: "", label: t("adm.filters.any") }, ...allLocations.map((n) => ({ value: n, label: t(`adm.banners.location.${n}`) }))] },
            ]}
          />
        </div>
        <DataTable caption={t("admin.menu.topBanner")} columns={columns} rows={data?.adminBanners ?? []} rowKey={(b) => b.id} loading={loading} empty={<EmptyState title={<FormattedMessage id="adm.banners.empty" />} hint={<FormattedMessage id="adm.banners.emptyHint" />} action={newButton} />} />
      </Panel>
    </>
  );
}
