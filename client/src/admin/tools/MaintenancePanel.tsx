import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { AdminMaintenanceDocument, SetMaintenanceDocument } from "../../gql/admin/graphql.js";
import { useToast } from "../../shared/ui/toasts.js";
import { ConfirmButton } from "../ui/ConfirmDialog.js";
import { Panel } from "../ui/Panel.js";
import { Badge } from "../ui/TaskStateBadge.js";

/** SPEC §2's maintenance notice: while it is on, players see the notice instead of the site; staff keep the site with a note. */
export function MaintenancePanel() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const toast = useToast();
  const { data, loading } = useQuery(AdminMaintenanceDocument);
  const [setMaintenance] = useMutation(SetMaintenanceDocument);
  const on = data?.adminMaintenance ?? false;
  const turn = async (next: boolean) => {
    const res = await setMaintenance({ variables: { on: next }, refetchQueries: [AdminMaintenanceDocument], awaitRefetchQueries: true });
    if (res.data) toast.success(t(next ? "adm.maintenance.turnedOn" : "adm.maintenance.turnedOff"));
  };
  return (
    <Panel title={<FormattedMessage id="adm.maintenance.title" />}>
      <div data-testid="maintenance-panel">
        <p className="adm-hint"><FormattedMessage id="adm.maintenance.hint" /></p>
        <p>
          <Badge tone={on ? "bad" : "ok"}>{t(on ? "adm.maintenance.on" : "adm.maintenance.off")}</Badge>
        </p>
        <div>
          <ConfirmButton
            className={`adm-btn adm-btn--sm ${on ? "adm-btn--ghost" : "adm-btn--danger-ghost"}`}
            danger={!on}
            disabled={loading}
            title={t(on ? "adm.maintenance.endTitle" : "adm.maintenance.startTitle")}
            body={t(on ? "adm.maintenance.endBody" : "adm.maintenance.startBody")}
            confirmLabel={t(on ? "adm.maintenance.end" : "adm.maintenance.start")}
            onConfirm={() => turn(!on)}
          >
            <FormattedMessage id={on ? "adm.maintenance.end" : "adm.maintenance.start"} />
          </ConfirmButton>
        </div>
      </div>
    </Panel>
  );
}
