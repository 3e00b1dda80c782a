import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate, useParams } from "react-router-dom";
import { CreateStaffDocument, StaffDocument, StaffMemberDocument, UpdateStaffDocument } from "../../gql/admin/graphql.js";
import { useToast } from "../../shared/ui/toasts.js";
import { useCan } from "../access/AccessProvider.js";
import { NotFound } from "../ui/NotFound.js";
import { PageHeader } from "../ui/PageHeader.js";
import { Panel } from "../ui/Panel.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { useDateTime } from "../ui/format.js";
import { adminPaths } from "../ui/paths.js";
import { StaffForm } from "./StaffForm.js";
import { ipList } from "./staff-form.js";

const back = { to: adminPaths.administrator, label: <FormattedMessage id="admin.menu.administrator" /> };

/** /admin/administrator/new */
export function StaffNewPage() {
  return (
    <RequirePermission permission="staff.write">
      <NewStaff />
    </RequirePermission>
  );
}

function NewStaff() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const [create] = useMutation(CreateStaffDocument, { refetchQueries: [StaffDocument] });
  return (
    <>
      <PageHeader back={back} title={<FormattedMessage id="adm.staff.new" />} description={<FormattedMessage id="adm.staff.newHint" />} />
      <Panel>
        <StaffForm
          initial={{ address: "", type: "SUPPORT", ips: "" }}
          creating
          readOnly={false}
          submit={async (v) => {
            await create({ variables: { input: { address: v.address.trim(), type: v.type, ips: ipList(v.ips) } } });
            toast.success(intl.formatMessage({ id: "adm.form.created" }));
            navigate(adminPaths.administrator);
          }}
        />
      </Panel>
    </>
  );
}

/** /admin/administrator/{address}: type and IP allow-list of one account. */
export function StaffEditPage() {
  return (
    <RequirePermission permission="staff.read">
      <EditStaff />
    </RequirePermission>
  );
}

function EditStaff() {
  const { address = "" } = useParams();
  const intl = useIntl();
  const toast = useToast();
  const dateTime = useDateTime();
  const canWrite = useCan()("staff.write");
  const { data, loading, error } = useQuery(StaffMemberDocument, { variables: { address } });
  const [update] = useMutation(UpdateStaffDocument, { refetchQueries: [StaffDocument] });
  if (loading && !data) return <div className="adm-empty"></div>;
  if (!data) return error ? <NotFound error={error} back={back} /> : null;
  const s = data.staffMember;
  return (
    <>
      <PageHeader back={back} title={s.name ?? <span className="adm-mono">{s.address}</span>} description={<FormattedMessage id="adm.staff.since" values={{ at: dateTime(s.createdAt) }} />} />
      <Panel>
        <StaffForm
          key={s.address}
          initial={{ address: s.address, type: s.type, ips: s.ips.join("\n") }}
          creating={false}
          readOnly={!canWrite}
          submit={async (v) => {
            await update({ variables: { address: s.address, input: { type: v.type, ips: ipList(v.ips) } } });
            toast.success(intl.formatMessage({ id: "adm.form.saved" }));
          }}
        />
      </Panel>
    </>
  );
}
