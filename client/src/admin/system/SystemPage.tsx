import { FormattedMessage } from "react-intl";
import { ErrorNotice } from "../ui/ErrorNotice.js";
import { PageHeader } from "../ui/PageHeader.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { useDateTime } from "../ui/format.js";
import { ChainsPanel } from "./ChainsPanel.js";
import { QueueFigures } from "./QueueFigures.js";
import { ReplicasPanel } from "./ReplicasPanel.js";
import { TablesPanel } from "./TablesPanel.js";
import { ValidatorsPanel } from "./ValidatorsPanel.js";
import { useSystemStatus } from "./useSystemStatus.js";

/** /admin/system: chains and indexers, the dealer's tables, validators, queues and gateway replicas, live. */
export function SystemPage() {
  return (
    <RequirePermission permission="system.read">
      <System />
    </RequirePermission>
  );
}

function System() {
  const { status, error, refetch } = useSystemStatus();
  const at = useDateTime();
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="adm.menu.system" />}
        description={<FormattedMessage id="adm.system.description" values={{ at: status ? at(status.checkedAt) : "—" }} />}
        actions={<button type="button" className="adm-btn adm-btn--ghost" onClick={refetch}><FormattedMessage id="adm.system.refresh" /></button>}
      />
      {error && <ErrorNotice error={error} />}
      {status && (
        <>
          <QueueFigures status={status} />
          <ChainsPanel chains={status.chains} />
          <TablesPanel tables={status.tables} />
          <div className="adm-grid">
            <ValidatorsPanel validators={status.validators} chains={status.chains} />
            <ReplicasPanel replicas={status.replicas} />
          </div>
        </>
      )}
    </>
  );
}
