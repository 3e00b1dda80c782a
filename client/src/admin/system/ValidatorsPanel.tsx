import { FormattedMessage, useIntl } from "react-intl";
import { DataTable, type Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { Hex } from "../ui/Hex.js";
import { Panel } from "../ui/Panel.js";
import { useDateTime } from "../ui/format.js";
import type { SystemStatus } from "./useSystemStatus.js";

type Validator = SystemStatus["validators"][number];

/** Each bridge validator's votes and its latest one. */
export function ValidatorsPanel({ validators, chains }: { validators: Validator[]; chains: SystemStatus["chains"] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const at = useDateTime();
  const chainName = (chainId: number) => {
    const chain = chains.find((c) => c.chainId === chainId);
    return chain ? t(`adm.chain.${chain.id}`) : String(chainId);
  };
  const columns: Column<Validator>[] = [
    { key: "validator", header: t("adm.system.validator"), render: (v) => <Hex value={v.address} /> },
    { key: "votes", header: t("adm.system.votes"), align: "right", sortValue: (v) => v.votes, render: (v) => intl.formatNumber(v.votes) },
    { key: "last", header: t("adm.system.lastVote"), sortValue: (v) => v.lastVoteAt, render: (v) => at(v.lastVoteAt) },
    { key: "withdrawal", header: t("adm.system.lastWithdrawal"), secondary: true, render: (v) => <Hex value={v.lastWithdrawalId} /> },
    { key: "chain", header: t("adm.system.voteChain"), secondary: true, render: (v) => chainName(v.lastChainId) },
  ];
  return (
    <Panel flush title={<FormattedMessage id="adm.system.validators" />}>
      <DataTable caption={t("adm.system.validators")} columns={columns} rows={validators} rowKey={(v) => v.id} empty={<EmptyState title={t("adm.system.noVotes")} hint={t("adm.system.noVotesHint")} />} />
    </Panel>
  );
}
