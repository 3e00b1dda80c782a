import { FormattedMessage, useIntl } from "react-intl";
import type { AdminContractsQuery } from "../../gql/admin/graphql.js";
import { ConfirmButton } from "../ui/ConfirmDialog.js";
import { DataTable, type Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { Hex } from "../ui/Hex.js";
import { Panel } from "../ui/Panel.js";
import { Badge } from "../ui/TaskStateBadge.js";
import { useRunTool } from "./useRunTool.js";

type Contract = AdminContractsQuery["adminContracts"]["contracts"][number];

/** Every pausable contract with its state on chain; pausing stops deposits, bets or claims until it is unpaused. */
export function ContractsPanel({ contracts, loading, onQueued }: { contracts: Contract[]; loading: boolean; onQueued: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const run = useRunTool(onQueued);
  const name = (c: Contract) => `${t(`adm.contract.${c.contract}`)}${c.tableId != null ? ` · ${c.tableName ?? `#${c.tableId}`}` : ""}`;
  const columns: Column<Contract>[] = [
    { key: "name", header: t("adm.tools.contract"), sortValue: name, render: name },
    { key: "chain", header: t("adm.tools.chain"), sortValue: (c) => c.chain, render: (c) => t(`adm.chain.${c.chain}`) },
    { key: "address", header: t("adm.tools.address"), render: (c) => <Hex value={c.address} /> },
    { key: "state", header: t("adm.games.status"), sortValue: (c) => c.paused, render: (c) => <Badge tone={c.paused ? "bad" : "ok"}>{t(c.paused ? "adm.tools.paused" : "adm.tools.running")}</Badge> },
    {
      key: "action",
      header: t("adm.common.actions"),
      label: "",
      render: (c) => (
        <div className="adm-row-actions">
          <ConfirmButton
            className={`adm-btn adm-btn--sm ${c.paused ? "adm-btn--ghost" : "adm-btn--danger-ghost"}`}
            danger={!c.paused}
            title={t(c.paused ? "adm.tools.unpauseTitle" : "adm.tools.pauseTitle", { name: name(c) })}
            body={t(c.paused ? "adm.tools.unpauseBody" : "adm.tools.pauseBody")}
            confirmLabel={t(c.paused ? "adm.tools.unpause" : "adm.tools.pause")}
            onConfirm={() => run({ tool: c.paused ? "UNPAUSE_CONTRACT" : "PAUSE_CONTRACT", contract: c.contract, tableId: c.tableId })}
          >
            <FormattedMessage id={c.paused ? "adm.tools.unpause" : "adm.tools.pause"} />
          </ConfirmButton>
        </div>
      ),
    },
  ];
  return (
    <Panel flush title={<FormattedMessage id="adm.tools.contracts" />}>
      <DataTable caption={t("adm.tools.contracts")} columns={columns} rows={contracts} rowKey={(c) => c.id} loading={loading} empty={<EmptyState title={<FormattedMessage id="adm.tools.noContracts" />} hint={<FormattedMessage id="adm.tools.noContractsHint" />} />} />
    </Panel>
  );
}
