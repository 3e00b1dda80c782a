import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router-dom";
import { AdminBannerDocument, CreateBannerDocument, DeleteBannerDocument, UpdateBannerDocument } from "../../gql/admin/graphql.js";
import { useToast } from "../../shared/ui/toasts.js";
import { ConfirmButton } from "../ui/ConfirmDialog.js";
import { NotFound } from "../ui/NotFound.js";
import { PageHeader } from "../ui/PageHeader.js";
import { Panel } from "../ui/Panel.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { Badge } from "../ui/TaskStateBadge.js";
import { adminPaths } from "../ui/paths.js";
import { BannerForm } from "./BannerForm.js";
import { bannerValues, createBannerInput, emptyBanner, updateBannerInput } from "./banner-form.js";

const back = { to: adminPaths.topBanner, label: <FormattedMessage id="admin.menu.topBanner" /> };

/** /admin/top-banner/new */
export function BannerNewPage() {
  return (
    <RequirePermission permission="content.write">
      <NewBanner />
    </RequirePermission>
  );
}

function NewBanner() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const [create] = useMutation(CreateBannerDocument, { refetchQueries: ["AdminBanners"] });
  return (
    <>
      <PageHeader back={back} title={<FormattedMessage id="adm.banners.new" />} description={<FormattedMessage id="adm.banners.ratios" />} />
      <Panel>
        <BannerForm initial={emptyBanner} creating submit={async (v) => {
          await create({ variables: { input: createBannerInput(v) } });
          toast.success(intl.formatMessage({ id: "adm.form.created" }));
          navigate(adminPaths.topBanner);
        }} />
      </Panel>
    </>
  );
}

/** /admin/top-banner/{id} */
export function BannerEditPage() {
  return (
    <RequirePermission permission="content.write">
      <EditBanner />
    </RequirePermission>
  );
}

function EditBanner() {
  const { id = "" } = useParams();
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  const toast = useToast();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(AdminBannerDocument, { variables: { id } });
  const [update] = useMutation(UpdateBannerDocument, { refetchQueries: ["AdminBanners"] });
  const [remove] = useMutation(DeleteBannerDocument, { refetchQueries: ["AdminBanners"] });
  if (loading && !data) return <div className="adm-empty"></div>;
  if (!data) return error ? <NotFound error={error} back={back} /> : null;
  const b = data.adminBanner;
  return (
    <>
      <PageHeader
        back={back}
        title={b.title}
        description={b.live ? <Badge tone="ok">{t("adm.content.live")}</Badge> : <Badge tone="neutral">{t(b.display ? "adm.content.outsideDates" : "adm.content.hidden")}</Badge>}
        actions={
          <ConfirmButton className="adm-btn adm-btn--danger-ghost" danger title={t("adm.banners.deleteTitle", { title: b.title })} body={t("adm.banners.deleteBody")} confirmLabel={t("adm.common.delete")} onConfirm={async () => {
            await remove({ variables: { id: b.id } });
            toast.success(t("adm.form.deleted"));
            navigate(adminPaths.topBanner);
          }}>
            <FormattedMessage id="adm.common.delete" />
          </ConfirmButton>
        }
      />
      <Panel>
        <BannerForm key={`${b.id}:${b.updatedAt}`} initial={bannerValues(b)} creating={false} submit={async (v) => {
          await update({ variables: { id: b.id, input: updateBannerInput(v) } });
          toast.success(t("adm.form.saved"));
        }} />
      </Panel>
    </>
  );
}
