import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useParams } from "react-router-dom";
import { AdminBridgeTransferDocument, type AdminBridgeTransferQuery } from "../../gql/admin/graphql.js";
import { formatToken } from "../../shared/format/token.js";
import { DataTable, type Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { Hex } from "../ui/Hex.js";
import { NotFound } from "../ui/NotFound.js";
import { PageHeader } from "../ui/PageHeader.js";
import { Panel } from "../ui/Panel.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { useDateTime } from "../ui/format.js";
import { adminPaths } from "../ui/paths.js";
import { BridgeStatusBadge } from "./BridgeStatusBadge.js";
import { directionOf, QueueCell } from "./BridgeHistoryPage.js";

type Vote = AdminBridgeTransferQuery["adminBridgeTransfer"]["votes"][number];
const back = { to: adminPaths.bridgeHistory, label: <FormattedMessage id="adm.bridge.title" /> };

/** /admin/bridge-history/{id}: one transfer with its transactions on both chains and every validator's vote. */
export function BridgeTransferPage() {
  return (
    <RequirePermission permission="bridge.read">
      <Transfer />
    </RequirePermission>
  );
}

function Transfer() {
  const { id = "" } = useParams();
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const dateTime = useDateTime();
  const { data, loading, error } = useQuery(AdminBridgeTransferDocument, { variables: { id } });
  if (loading && !data) return <div className="adm-empty"></div>;
  if (!data) return error ? <NotFound error={error} back={back} /> : null;
  const b = data.adminBridgeTransfer;
  const votes: Column<Vote>[] = [
    { key: "at", header: t("adm.bridge.votedAt"), sortValue: (v) => v.votedAt, render: (v) => dateTime(v.votedAt) },
    { key: "validator", header: t("adm.bridge.validator"), sortValue: (v) => v.validator, render: (v) => <span className="adm-mono">{v.validator}</span> },
    { key: "chain", header: t("adm.tools.chain"), render: (v) => v.chainId },
    { key: "block", header: t("adm.bridge.block"), align: "right", sortValue: (v) => v.blockNumber, render: (v) => v.blockNumber },
    { key: "tx", header: t("adm.bridge.tx"), render: (v) => <Hex value={v.txHash} head={10} tail={8} /> },
  ];
  return (
    <>
      <PageHeader back={back} title={t("adm.bridge.transferTitle", { amount: formatToken(b.amount) })} description={t(`adm.bridge.${directionOf(b.processType)}`)} actions={<BridgeStatusBadge status={b.status} />} />
      <Panel title={<FormattedMessage id="adm.bridge.transfer" />}>
        <dl className="adm-dl">
          <dt><FormattedMessage id="adm.bridge.withdrawalId" /></dt>
          <dd className="adm-mono">{b.id}</dd>
          <dt><FormattedMessage id="adm.results.player" /></dt>
          <dd className="adm-mono">{b.player ?? "—"}</dd>
          <dt><FormattedMessage id="adm.bridge.fromTo" /></dt>
          <dd className="adm-mono">{b.fromAddress ?? "—"} → {b.toAddress ?? "—"}</dd>
          <dt><FormattedMessage id="adm.bridge.chains" /></dt>
          <dd>{b.sourceChainId ?? "—"} → {b.targetChainId}</dd>
          <dt><FormattedMessage id="adm.bridge.step" /></dt>
          <dd>{t(`adm.bridge.step.${b.step}`)}</dd>
          {b.queueState && (
            <>
              <dt><FormattedMessage id="adm.bridge.queue" /></dt>
              <dd data-testid="queue-state"><QueueCell b={b} />{b.rejectReason ? ` — ${b.rejectReason}` : ""}</dd>
            </>
          )}
          <dt><FormattedMessage id="adm.bridge.withdrawTx" /></dt>
          <dd className="adm-mono" data-testid="withdraw-tx">{b.withdrawTxHash ?? "—"}{b.withdrawBlock != null && <span className="adm-muted"> · {t("adm.bridge.blockN", { n: b.withdrawBlock })}</span>}</dd>
          <dt><FormattedMessage id="adm.bridge.mintTx" /></dt>
          <dd className="adm-mono" data-testid="mint-tx">{b.mintTxHash ?? t("adm.bridge.notMinted")}</dd>
          <dt><FormattedMessage id="adm.bridge.at" /></dt>
          <dd>{dateTime(b.createdAt)} · <FormattedMessage id="adm.bridge.updated" values={{ at: dateTime(b.updatedAt) }} /></dd>
        </dl>
      </Panel>
      <Panel flush title={<FormattedMessage id="adm.bridge.votesTitle" values={{ count: b.voteCount }} />}>
        <DataTable caption={t("adm.bridge.votesTitle", { count: b.voteCount })} columns={votes} rows={b.votes} rowKey={(v) => v.id} empty={<EmptyState title={<FormattedMessage id="adm.bridge.noVotes" />} hint={<FormattedMessage id="adm.bridge.noVotesHint" />} />} />
      </Panel>
    </>
  );
}
