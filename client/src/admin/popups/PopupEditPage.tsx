import { useMemo } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router-dom";
import { AdminPopupDocument, CreatePopupDocument, DeletePopupDocument, UpdatePopupDocument } from "../../gql/admin/graphql.js";
import { useToast } from "../../shared/ui/toasts.js";
import { ConfirmButton } from "../ui/ConfirmDialog.js";
import { NotFound } from "../ui/NotFound.js";
import { PageHeader } from "../ui/PageHeader.js";
import { Panel } from "../ui/Panel.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { Badge } from "../ui/TaskStateBadge.js";
import { adminPaths } from "../ui/paths.js";
import { PopupForm } from "./PopupForm.js";
import { createPopupInput, emptyPopup, popupValues, updatePopupInput } from "./popup-form.js";

const back = { to: adminPaths.popup, label: <FormattedMessage id="admin.menu.popup" /> };

/** /admin/popup/new */
export function PopupNewPage() {
  return (
    <RequirePermission permission="content.write">
      <NewPopup />
    </RequirePermission>
  );
}

function NewPopup() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const initial = useMemo(() => emptyPopup(), []);
  const [create] = useMutation(CreatePopupDocument, { refetchQueries: ["AdminPopups"] });
  return (
    <>
      <PageHeader back={back} title={<FormattedMessage id="adm.popups.new" />} description={<FormattedMessage id="adm.popups.rules" />} />
      <Panel>
        <PopupForm initial={initial} creating submit={async (v) => {
          await create({ variables: { input: createPopupInput(v) } });
          toast.success(intl.formatMessage({ id: "adm.form.created" }));
          navigate(adminPaths.popup);
        }} />
      </Panel>
    </>
  );
}

/** /admin/popup/{id} */
export function PopupEditPage() {
  return (
    <RequirePermission permission="content.write">
      <EditPopup />
    </RequirePermission>
  );
}

function EditPopup() {
  const { id = "" } = useParams();
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const toast = useToast();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(AdminPopupDocument, { variables: { id } });
  const [update] = useMutation(UpdatePopupDocument, { refetchQueries: ["AdminPopups"] });
  const [remove] = useMutation(DeletePopupDocument, { refetchQueries: ["AdminPopups"] });
  if (loading && !data) return <div className="adm-empty"></div>;
  if (!data) return error ? <NotFound error={error} back={back} /> : null;
  const p = data.adminPopup;
  return (
    <>
      <PageHeader
        back={back}
        title={p.title}
        description={<>{p.live ? <Badge tone="ok">{t("adm.content.live")}</Badge> : <Badge tone="neutral">{t(p.display ? "adm.content.outsideDates" : "adm.content.hidden")}</Badge>} · <FormattedMessage id="adm.popups.viewersCount" values={{ count: p.viewers }} /></>}
        actions={
          <ConfirmButton className="adm-btn adm-btn--danger-ghost" danger title={t("adm.popups.deleteTitle", { title: p.title })} body={t("adm.popups.deleteBody")} confirmLabel={t("adm.common.delete")} onConfirm={async () => {
            await remove({ variables: { id: p.id } });
            toast.success(t("adm.form.deleted"));
            navigate(adminPaths.popup);
          }}>
            <FormattedMessage id="adm.common.delete" />
          </ConfirmButton>
        }
      />
      <Panel>
        <PopupForm key={`${p.id}:${p.updatedAt}`} initial={popupValues(p)} creating={false} submit={async (v) => {
          await update({ variables: { id: p.id, input: updatePopupInput(v) } });
          toast.success(t("adm.form.saved"));
        }} />
      </Panel>
    </>
  );
}
