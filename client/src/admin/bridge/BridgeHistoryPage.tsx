import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { AdminBridgeTransfersDocument, type AdminBridgeTransferFieldsFragment, type BridgeDirection } from "../../gql/admin/graphql.js";
import { formatToken } from "../../shared/format/token.js";
import type { Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { ErrorNotice } from "../ui/ErrorNotice.js";
import { FilteredTable } from "../ui/FilteredTable.js";
import { Hex } from "../ui/Hex.js";
import { PageHeader } from "../ui/PageHeader.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { dayEnd, dayStart, useDateTime } from "../ui/format.js";
import { adminPaths, to } from "../ui/paths.js";
import { useCursorPage, useUrlFilters } from "../ui/url-state.js";
import { BridgeStatusBadge } from "./BridgeStatusBadge.js";

const FILTERS = ["player", "direction", "status", "tx", "from", "to"] as const;
export const BRIDGE_PAGE = 25;

/** /admin/bridge-history: every player's bridge transfers with their votes, by player, direction, status, transaction, dates. */
export function BridgeHistoryPage() {
  return (
    <RequirePermission permission="bridge.read">
      <BridgeHistory />
    </RequirePermission>
  );
}

const DIRECTIONS: Record<number, BridgeDirection> = { 1: "USDC_TO_SUSD", 2: "SUSD_TO_USDC", 3: "CLAIM_USDC", 90: "TO_ASSET_CHAIN", 91: "TO_GAME_CHAIN" };
export const directionOf = (processType: number): BridgeDirection => DIRECTIONS[processType] ?? "TO_GAME_CHAIN";

/** A USDC withdrawal's place in the queue: its state, why it waits and its ETA (other transfers: none). */
export function QueueCell({ b }: { b: Pick<AdminBridgeTransferFieldsFragment, "queueState" | "queueReasons" | "releaseAt" | "rejectReason"> }) {
  const intl = useIntl();
  const dateTime = useDateTime();
  if (!b.queueState) return null;
  const reasons = b.queueReasons.map((r) => intl.formatMessage({ id: `adm.bridge.reason.${r}` })).join(", ");
  return (
    <span title={b.rejectReason ?? undefined}>
      {intl.formatMessage({ id: `adm.bridge.queue.${b.queueState}` })}
      {b.queueState === "pending" && b.releaseAt ? ` · ${intl.formatMessage({ id: "adm.bridge.eta" }, { at: dateTime(b.releaseAt) })}` : ""}
      {reasons ? ` (${reasons})` : ""}
    </span>
  );
}

function BridgeHistory() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dateTime = useDateTime();
  const [f, setFilters] = useUrlFilters(FILTERS);
  const page = useCursorPage();
  const filter = {
    player: f.player.trim() || null, direction: (f.direction || null) as BridgeDirection | null, status: f.status ? Number(f.status) : null,
    txHash: f.tx.trim() || null, from: dayStart(f.from), to: dayEnd(f.to),
  };
  const { data, loading, error } = useQuery(AdminBridgeTransfersDocument, { variables: { filter, first: BRIDGE_PAGE, after: page.after } });
  const rows = data?.adminBridgeTransfers.edges.map((e) => e.node) ?? [];
  const columns: Column<AdminBridgeTransferFieldsFragment>[] = [
    { key: "at", header: t("adm.bridge.at"), sortValue: (b) => b.createdAt, render: (b) => <Link to={to(adminPaths.bridgeHistoryItem, { id: b.id })}>{dateTime(b.createdAt)}</Link> },
    { key: "player", header: t("adm.results.player"), sortValue: (b) => b.player ?? "", render: (b) => <Hex value={b.player ?? b.fromAddress} /> },
    { key: "direction", header: t("adm.bridge.direction"), sortValue: (b) => b.processType, render: (b) => t(`adm.bridge.${directionOf(b.processType)}`) },
    { key: "amount", header: t("adm.transfer.amount"), align: "right", sortValue: (b) => BigInt(b.amount), render: (b) => formatToken(b.amount) },
    { key: "status", header: t("adm.games.status"), sortValue: (b) => b.status, render: (b) => <BridgeStatusBadge status={b.status} /> },
    { key: "queue", header: t("adm.bridge.queue"), render: (b) => <QueueCell b={b} /> },
    { key: "votes", header: t("adm.bridge.votes"), align: "right", sortValue: (b) => b.voteCount, render: (b) => b.voteCount },
    { key: "withdraw", header: t("adm.bridge.withdrawTx"), render: (b) => <Hex value={b.withdrawTxHash} /> },
    { key: "mint", header: t("adm.bridge.mintTx"), render: (b) => <Hex value={b.mintTxHash} /> },
  ];
  return (
    <>
      <PageHeader title={<FormattedMessage id="adm.bridge.title" />} description={<FormattedMessage id="adm.bridge.description" />} />
      {error && <ErrorNotice error={error} />}
      <FilteredTable
        filters={{ values: f, onApply: setFilters, fields: [
          { key: "player", label: t("adm.results.player"), type: "text", placeholder: "0x…", wide: true },
          { key: "direction", label: t("adm.bridge.direction"), type: "select", options: [{ value: "", label: t("adm.filters.any") }, ...Object.values(DIRECTIONS).map((d) => ({ value: d, label: t(`adm.bridge.${d}`) }))] },
          { key: "status", label: t("adm.games.status"), type: "select", options: [{ value: "", label: t("adm.filters.any") }, ...[0, 1, 2].map((s) => ({ value: String(s), label: t(`adm.bridge.status.${s}`) }))] },
          { key: "tx", label: t("adm.bridge.tx"), type: "text", placeholder: "0x…", wide: true },
          { key: "from", label: t("adm.dashboard.from"), type: "date" },
          { key: "to", label: t("adm.dashboard.to"), type: "date" },
        ] }}
        caption={t("adm.bridge.title")}
        columns={columns}
        rows={rows}
        rowKey={(b) => b.id}
        loading={loading}
        failed={Boolean(error)}
        empty={<EmptyState title={<FormattedMessage id="adm.bridge.empty" />} hint={<FormattedMessage id="adm.bridge.emptyHint" />} />}
        page={data?.adminBridgeTransfers.pageInfo}
      />
    </>
  );
}
