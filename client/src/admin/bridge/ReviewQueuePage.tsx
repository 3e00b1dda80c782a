import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { AdminBridgeTransfersDocument, AdminRejectWithdrawalDocument, AdminReleaseWithdrawalDocument, type AdminBridgeTransferFieldsFragment, type AdminTaskFieldsFragment, type WithdrawalQueueFilter } from "../../gql/admin/graphql.js";
import { useCan } from "../access/AccessProvider.js";
import { formatToken } from "../../shared/format/token.js";
import { ConfirmButton } from "../ui/ConfirmDialog.js";
import type { Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { ErrorNotice } from "../ui/ErrorNotice.js";
import { FilteredTable } from "../ui/FilteredTable.js";
import { Hex } from "../ui/Hex.js";
import { PageHeader } from "../ui/PageHeader.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { TaskStateBadge } from "../ui/TaskStateBadge.js";
import { useDateTime } from "../ui/format.js";
import { useCursorPage, useUrlFilters } from "../ui/url-state.js";
import { finished, useTaskUpdates } from "../tasks/useLiveTasks.js";
import { QueueCell } from "./BridgeHistoryPage.js";
import { RejectButton } from "./RejectButton.js";

export const REVIEW_PAGE = 50;
/** A released or rejected row leaves the queue once the indexer has seen it, a moment after its task succeeds. */
const POLL_MS = 5000;
const QUEUES: WithdrawalQueueFilter[] = ["IN_REVIEW", "PENDING"];
const FILTERS = ["queue"] as const;

/** /admin/bridge-review: USDC withdrawals in review (and all pending ones), released early or rejected under bridge.review; read-only for bridge.read. */
export function ReviewQueuePage() {
  return (
    <RequirePermission permission="bridge.read">
      <ReviewQueue />
    </RequirePermission>
  );
}

function ReviewQueue() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dateTime = useDateTime();
  const canReview = useCan()("bridge.review");
  const [f, setFilters] = useUrlFilters(FILTERS);
  const queueState: WithdrawalQueueFilter = f.queue === "PENDING" ? "PENDING" : "IN_REVIEW";
  const page = useCursorPage();
  const { data, loading, error, refetch } = useQuery(AdminBridgeTransfersDocument, { variables: { filter: { queueState }, first: REVIEW_PAGE, after: page.after }, pollInterval: POLL_MS });
  /** The task each row's action queued, live through adminTaskUpdated. */
  const [tasks, setTasks] = useState<Record<string, AdminTaskFieldsFragment>>({});
  const track = (withdrawal: string) => (task: AdminTaskFieldsFragment | undefined) => task && setTasks((m) => ({ ...m, [withdrawal]: task }));
  useTaskUpdates(Object.values(tasks).map((x) => x.id), (task) => {
    const row = Object.entries(tasks).find(([, x]) => x.id === task.id)?.[0];
    if (row) setTasks((m) => ({ ...m, [row]: task }));
    if (finished(task)) void refetch();
  });
  const [release] = useMutation(AdminReleaseWithdrawalDocument);
  const [reject] = useMutation(AdminRejectWithdrawalDocument);
  const rows = data?.adminBridgeTransfers.edges.map((e) => e.node) ?? [];

  const columns: Column<AdminBridgeTransferFieldsFragment>[] = [
    { key: "at", header: t("adm.bridge.at"), sortValue: (b) => b.createdAt, render: (b) => dateTime(b.createdAt) },
    { key: "player", header: t("adm.results.player"), render: (b) => <Hex value={b.player ?? b.fromAddress} /> },
    { key: "amount", header: t("adm.transfer.amount"), align: "right", sortValue: (b) => BigInt(b.amount), render: (b) => formatToken(b.amount) },
    { key: "queue", header: t("adm.bridge.queue"), render: (b) => <QueueCell b={b} /> },
    {
      key: "actions", header: t("adm.common.actions"), render: (b) => {
        const task = tasks[b.id];
        if (task) return <span data-testid="review-task"><TaskStateBadge state={task.state} /> {t(task.kind === "withdrawal.reject" ? "adm.review.rejecting" : "adm.review.releasing")}{task.error ? ` — ${task.error}` : ""}</span>;
        if (!canReview || !b.reviewable) return <span className="adm-muted">—</span>;
        return (
          <span className="adm-row-actions">
            <ConfirmButton
              title={<FormattedMessage id="adm.review.releaseTitle" />}
              body={<FormattedMessage id="adm.review.releaseExplain" values={{ amount: formatToken(b.amount) }} />}
              confirmLabel={<FormattedMessage id="adm.review.release" />}
              onConfirm={async () => track(b.id)((await release({ variables: { id: b.id } })).data?.adminReleaseWithdrawal)}
            >
              <FormattedMessage id="adm.review.release" />
            </ConfirmButton>
            <RejectButton onReject={async (reason) => track(b.id)((await reject({ variables: { id: b.id, reason } })).data?.adminRejectWithdrawal)} />
          </span>
        );
      },
    },
  ];
  return (
    <>
      <PageHeader title={<FormattedMessage id="adm.review.title" />} description={<FormattedMessage id="adm.review.description" />} />
      {error && <ErrorNotice error={error} />}
      {!canReview && <p className="adm-muted" data-testid="review-read-only"><FormattedMessage id="adm.review.readOnly" /></p>}
      <FilteredTable
        filters={{ values: f, onApply: setFilters, fields: [
          { key: "queue", label: t("adm.bridge.queue"), type: "select", options: QUEUES.map((q) => ({ value: q, label: t(`adm.review.queue.${q}`) })) },
        ] }}
        caption={t("adm.review.title")}
        columns={columns}
        rows={rows}
        rowKey={(b) => b.id}
        loading={loading}
        failed={Boolean(error)}
        empty={<EmptyState title={<FormattedMessage id="adm.review.empty" />} hint={<FormattedMessage id="adm.review.emptyHint" />} />}
        page={data?.adminBridgeTransfers.pageInfo}
      />
    </>
  );
}
