import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router-dom";
import { AdminCategoryDocument, AdminGamesDocument, CreateCategoryDocument, DeleteCategoryDocument, UpdateCategoryDocument } from "../../gql/admin/graphql.js";
import { useToast } from "../../shared/ui/toasts.js";
import { ConfirmButton } from "../ui/ConfirmDialog.js";
import { ErrorNotice } from "../ui/ErrorNotice.js";
import { NotFound } from "../ui/NotFound.js";
import { PageHeader } from "../ui/PageHeader.js";
import { Panel } from "../ui/Panel.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { Badge } from "../ui/TaskStateBadge.js";
import { adminPaths } from "../ui/paths.js";
import { CategoryForm } from "./CategoryForm.js";
import { categoryValues, createCategoryInput, emptyCategory, updateCategoryInput } from "./category-form.js";

const back = { to: adminPaths.categories, label: <FormattedMessage id="admin.menu.categories" /> };
const refetch = ["AdminCategories"];

/** /admin/category/new */
export function CategoryNewPage() {
  return (
    <RequirePermission permission="content.write">
      <NewCategory />
    </RequirePermission>
  );
}

function NewCategory() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const games = useQuery(AdminGamesDocument);
  const [create] = useMutation(CreateCategoryDocument, { refetchQueries: refetch });
  return (
    <>
      <PageHeader back={back} title={<FormattedMessage id="adm.categories.new" />} description={<FormattedMessage id="adm.categories.description" />} />
      {games.error && <ErrorNotice error={games.error} />}
      <Panel>
        <CategoryForm initial={emptyCategory} creating builtIn={false} games={games.data?.adminGames ?? []} submit={async (v) => {
          await create({ variables: { input: createCategoryInput(v) } });
          toast.success(intl.formatMessage({ id: "adm.form.created" }));
          navigate(adminPaths.categories);
        }} />
      </Panel>
    </>
  );
}

/** /admin/category/{id} */
export function CategoryEditPage() {
  return (
    <RequirePermission permission="content.write">
      <EditCategory />
    </RequirePermission>
  );
}

function EditCategory() {
  const { id = "" } = useParams();
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  const toast = useToast();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(AdminCategoryDocument, { variables: { id } });
  const games = useQuery(AdminGamesDocument);
  const [update] = useMutation(UpdateCategoryDocument, { refetchQueries: refetch });
  const [remove] = useMutation(DeleteCategoryDocument, { refetchQueries: refetch });
  if (loading && !data) return <div className="adm-empty"></div>;
  if (!data) return error ? <NotFound error={error} back={back} /> : null;
  const c = data.adminCategory;
  return (
    <>
      <PageHeader
        back={back}
        title={c.nameEn}
        description={<><span className="adm-mono">{c.id}</span> · <Badge tone={c.builtIn ? "info" : "neutral"}>{t(c.builtIn ? "adm.categories.builtIn" : "adm.categories.custom")}</Badge></>}
        actions={
          !c.builtIn && (
            <ConfirmButton className="adm-btn adm-btn--danger-ghost" danger title={t("adm.categories.deleteTitle", { name: c.nameEn })} body={t("adm.categories.deleteBody")} confirmLabel={t("adm.common.delete")} onConfirm={async () => {
              await remove({ variables: { id: c.id } });
              toast.success(t("adm.form.deleted"));
              navigate(adminPaths.categories);
            }}>
              <FormattedMessage id="adm.common.delete" />
            </ConfirmButton>
          )
        }
      />
      {games.error && <ErrorNotice error={games.error} />}
      <Panel>
        <CategoryForm key={`${c.id}:${c.updatedAt}`} initial={categoryValues(c)} creating={false} builtIn={c.builtIn} games={games.data?.adminGames ?? []} submit={async (v) => {
          await update({ variables: { id: c.id, input: updateCategoryInput(v) } });
          toast.success(t("adm.form.saved"));
        }} />
      </Panel>
    </>
  );
}
