import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { AdminTaskFieldsFragment } from "../../gql/admin/graphql.js";
import { DataTable, type Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { Hex } from "../ui/Hex.js";
import { TaskStateBadge } from "../ui/TaskStateBadge.js";
import { shortHex, useDateTime } from "../ui/format.js";
import { describeTask } from "./describe-task.js";

/** Queued on-chain work with its state live: kind and what it acts on, who queued it, the transaction, why it failed. */
export function TaskList({ tasks, loading, caption, emptyHint }: { tasks: AdminTaskFieldsFragment[]; loading: boolean; caption: string; emptyHint?: ReactNode }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dateTime = useDateTime();
  const columns: Column<AdminTaskFieldsFragment>[] = [
    { key: "created", header: t("adm.tasks.created"), sortValue: (x) => x.createdAt, render: (x) => dateTime(x.createdAt) },
    { key: "what", wrap: true, header: t("adm.tasks.what"), render: (x) => <>{describeTask(intl, x)}<div className="adm-muted adm-mono">{x.kind}{x.target ? ` · ${x.target.replace(/0x[0-9a-fA-F]{40}/, (a) => shortHex(a))}` : ""}</div></> },
    { key: "state", header: t("adm.tasks.state"), sortValue: (x) => x.state, render: (x) => <TaskStateBadge state={x.state} /> },
    { key: "tx", header: t("adm.tasks.tx"), render: (x) => (x.txHash ? <><Hex value={x.txHash} /> <span className="adm-muted">{x.chain ? t(`adm.chain.${x.chain}`) : ""}</span></> : <span className="adm-muted">—</span>) },
    { key: "by", header: t("adm.tasks.by"), render: (x) => <Hex value={x.createdBy} /> },
    { key: "error", wrap: true, header: t("adm.tasks.error"), render: (x) => (x.error ? <span className={x.state === "FAILED" ? "adm-error" : "adm-muted"}>{x.error}</span> : null) },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={tasks}
      rowKey={(x) => x.id}
      loading={loading}
      initialSort={{ key: "created", dir: "desc" }}
      empty={<EmptyState title={<FormattedMessage id="adm.tasks.empty" />} hint={emptyHint} />}
    />
  );
}
