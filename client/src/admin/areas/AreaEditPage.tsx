import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router-dom";
import { AdminAreaDocument, AdminAreasDocument, CreateAreaDocument, UpdateAreaDocument } from "../../gql/admin/graphql.js";
import { useToast } from "../../shared/ui/toasts.js";
import { useCan } from "../access/AccessProvider.js";
import { NotFound } from "../ui/NotFound.js";
import { PageHeader } from "../ui/PageHeader.js";
import { Panel } from "../ui/Panel.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { Badge } from "../ui/TaskStateBadge.js";
import { adminPaths } from "../ui/paths.js";
import { AreaForm } from "./AreaForm.js";
import { areaInput, areaValues, emptyArea } from "./area-form.js";

const back = { to: adminPaths.areas, label: <FormattedMessage id="admin.menu.areaConfig" /> };

/** /admin/areas/new */
export function AreaNewPage() {
  return (
    <RequirePermission permission="areas.write">
      <NewArea />
    </RequirePermission>
  );
}

function NewArea() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const [create] = useMutation(CreateAreaDocument, { refetchQueries: [AdminAreasDocument] });
  return (
    <>
      <PageHeader back={back} title={<FormattedMessage id="adm.areas.new" />} description={<FormattedMessage id="adm.areas.hoursHint" />} />
      <Panel>
        <AreaForm
          initial={emptyArea}
          creating
          readOnly={false}
          submit={async (v) => {
            await create({ variables: { input: { id: v.id.trim(), ...areaInput(v) } } });
            toast.success(intl.formatMessage({ id: "adm.form.created" }));
            navigate(adminPaths.areas);
          }}
        />
      </Panel>
    </>
  );
}

/** /admin/areas/{id}: name, enable and UTC hours; the dealer follows a change on its next tick. */
export function AreaEditPage() {
  return (
    <RequirePermission permission="areas.read">
      <EditArea />
    </RequirePermission>
  );
}

function EditArea() {
  const { id = "" } = useParams();
  const intl = useIntl();
  const toast = useToast();
  const canWrite = useCan()("areas.write");
  const { data, loading, error } = useQuery(AdminAreaDocument, { variables: { id } });
  const [update] = useMutation(UpdateAreaDocument, { refetchQueries: [AdminAreasDocument] });
  if (loading && !data) return <div className="adm-empty"></div>;
  if (!data) return error ? <NotFound error={error} back={back} /> : null;
  const area = data.adminArea;
  return (
    <>
      <PageHeader
        back={back}
        title={area.name}
        description={<><span className="adm-mono">{area.id}</span> · <FormattedMessage id="adm.areas.tableCount" values={{ count: area.tableCount }} /></>}
        actions={<Badge tone={area.isOpen ? "ok" : "neutral"}>{intl.formatMessage({ id: area.isOpen ? "adm.areas.open" : "adm.areas.closed" })}</Badge>}
      />
      <Panel>
        <AreaForm
          key={area.id}
          initial={areaValues(area)}
          creating={false}
          readOnly={!canWrite}
          submit={async (v) => {
            await update({ variables: { id: area.id, input: areaInput(v) } });
            toast.success(intl.formatMessage({ id: "adm.areas.saved" }));
          }}
        />
      </Panel>
    </>
  );
}
