import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { AdminContractsDocument } from "../../gql/admin/graphql.js";
import { ErrorNotice } from "../ui/ErrorNotice.js";
import { PageHeader } from "../ui/PageHeader.js";
import { Panel } from "../ui/Panel.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { TaskList } from "../tasks/TaskList.js";
import { finished, useLiveTasks } from "../tasks/useLiveTasks.js";
import { ContractsPanel } from "./ContractsPanel.js";
import { StakingPanel } from "./StakingPanel.js";
import { BonusPanel } from "./BonusPanel.js";
import { MaintenancePanel } from "./MaintenancePanel.js";

const TOOL_TASKS = { kind: null, state: null, target: null, createdBy: null, from: null, to: null };

/** /admin/tools: the maintenance notice; pause and unpause contracts, staking rounds, bonus settings; each run is a task shown live. */
export function ToolsPage() {
  return (
    <RequirePermission permission="tools.run">
      <Tools />
    </RequirePermission>
  );
}

function Tools() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AdminContractsDocument);
  // A tool's task that succeeds changed the chain: read the contracts again.
  const tasks = useLiveTasks(TOOL_TASKS, 10, (task) => {
    if (finished(task) && /^(contract|staking|bonus|table)\./.test(task.kind)) void refetch();
  });
  const state = data?.adminContracts;
  const onQueued = () => void tasks.refetch();
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="admin.menu.tools" />}
        description={<FormattedMessage id="adm.tools.description" />}
        actions={<button type="button" className="adm-btn adm-btn--ghost" onClick={() => void refetch()}><FormattedMessage id="adm.tools.reread" /></button>}
      />
      {error && <ErrorNotice error={error} />}
      <MaintenancePanel />
      <ContractsPanel contracts={state?.contracts ?? []} loading={loading} onQueued={onQueued} />
      <div className="adm-grid">
        <StakingPanel staking={state?.staking ?? null} loading={loading} onQueued={onQueued} />
        <BonusPanel bonus={state?.bonus ?? null} loading={loading} onQueued={onQueued} />
      </div>
      <Panel flush title={<FormattedMessage id="adm.tools.recent" />}>
        <TaskList tasks={tasks.tasks} loading={tasks.loading} caption={intl.formatMessage({ id: "adm.tools.recent" })} emptyHint={<FormattedMessage id="adm.tools.recentHint" />} />
      </Panel>
    </>
  );
}
