import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { FormattedMessage, useIntl } from "react-intl";
import { AdminTransactionsDocument, type AdminTransactionKind, type AdminTransactionsQuery, type TransactionState } from "../../gql/admin/graphql.js";
import { formatToken } from "../../shared/format/token.js";
import type { Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { ErrorNotice } from "../ui/ErrorNotice.js";
import { FilteredTable } from "../ui/FilteredTable.js";
import { Hex } from "../ui/Hex.js";
import { PageHeader } from "../ui/PageHeader.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { Badge } from "../ui/TaskStateBadge.js";
import { dayEnd, dayStart, useDateTime } from "../ui/format.js";
import { adminPaths } from "../ui/paths.js";
import { useCursorPage, useUrlFilters } from "../ui/url-state.js";

type Tx = AdminTransactionsQuery["adminTransactions"]["edges"][number]["node"];

const FILTERS = ["kind", "state", "player", "from", "to"] as const;
const KINDS: AdminTransactionKind[] = ["BRIDGE", "BONUS", "STAKING", "TABLE_BET", "TRANSFER"];
/** SPEC §4: processing, sent, verified, confirmed or rejected, then claimable and claimed. */
const STATES: TransactionState[] = ["PROCESSING", "SENT", "VERIFIED", "CONFIRMED", "REJECTED", "CLAIMABLE", "CLAIMED"];
const TONE: Record<TransactionState, "ok" | "warn" | "bad" | "neutral" | "info"> = { PROCESSING: "warn", SENT: "info", VERIFIED: "info", CONFIRMED: "ok", REJECTED: "bad", CLAIMABLE: "warn", CLAIMED: "ok" };
export const TX_PAGE = 25;

/** /admin/logTx: players' on-chain transactions the platform knows, with SPEC §4 states. */
export function TransactionsPage() {
  return (
    <RequirePermission permission="transactions.read">
      <Transactions />
    </RequirePermission>
  );
}

function Transactions() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dateTime = useDateTime();
  const [f, setFilters] = useUrlFilters(FILTERS);
  const page = useCursorPage();
  const filter = { kind: (f.kind || null) as AdminTransactionKind | null, state: (f.state || null) as TransactionState | null, player: f.player.trim() || null, from: dayStart(f.from), to: dayEnd(f.to) };
  const { data, loading, error } = useQuery(AdminTransactionsDocument, { variables: { filter, first: TX_PAGE, after: page.after } });
  const rows = data?.adminTransactions.edges.map((e) => e.node) ?? [];
  const columns: Column<Tx>[] = [
    { key: "at", header: t("adm.bridge.at"), sortValue: (x) => x.at, render: (x) => dateTime(x.at) },
    { key: "kind", header: t("adm.tx.kind"), sortValue: (x) => x.kind, render: (x) => t(`adm.tx.kind.${x.kind}`) },
    {
      key: "player", header: t("adm.results.player"), sortValue: (x) => x.player,
      render: (x) => <><Hex value={x.player} />{x.gameWallet && <div className="adm-muted" title={t("adm.tx.gameWallet")}>{t("adm.tx.gameWallet")} <Hex value={x.gameWallet} /></div>}</>,
    },
    { key: "amount", header: t("adm.transfer.amount"), align: "right", sortValue: (x) => BigInt(x.amount), render: (x) => formatToken(x.amount) },
    { key: "payout", header: t("adm.results.payout"), align: "right", sortValue: (x) => BigInt(x.payout ?? 0), render: (x) => (x.payout == null ? "—" : formatToken(x.payout)) },
    { key: "state", header: t("adm.tasks.state"), sortValue: (x) => x.state, render: (x) => <Badge tone={TONE[x.state]}>{t(`adm.tx.state.${x.state}`)}</Badge> },
    { key: "tx", header: t("adm.tasks.tx"), render: (x) => <><Hex value={x.txHash} /> <span className="adm-muted">{t(`adm.chain.${x.chain}`)}</span></> },
    { key: "done", header: t("adm.tx.completion"), render: (x) => <Hex value={x.completionTxHash} /> },
    {
      key: "ref", header: t("adm.tx.reference"),
      render: (x) => (x.roundKey ? <Link to={`${adminPaths.gameResult}?${new URLSearchParams({ ids: x.roundKey, round: x.roundKey }).toString()}`} title={x.roundKey}>{x.reference}</Link> : x.reference),
    },
    { key: "note", wrap: true, header: t("adm.tx.note"), render: (x) => x.note ?? null },
  ];
  return (
    <>
      <PageHeader title={<FormattedMessage id="admin.menu.transaction" />} description={<FormattedMessage id="adm.tx.description" />} />
      {error && <ErrorNotice error={error} />}
      <FilteredTable
        filters={{ values: f, onApply: setFilters, fields: [
          { key: "kind", label: t("adm.tx.kind"), type: "select", options: [{ value: "", label: t("adm.filters.any") }, ...KINDS.map((k) => ({ value: k, label: t(`adm.tx.kind.${k}`) }))] },
          { key: "state", label: t("adm.tasks.state"), type: "select", options: [{ value: "", label: t("adm.filters.any") }, ...STATES.map((s) => ({ value: s, label: t(`adm.tx.state.${s}`) }))] },
          { key: "player", label: t("adm.results.player"), type: "text", placeholder: "0x…", wide: true },
          { key: "from", label: t("adm.dashboard.from"), type: "date" },
          { key: "to", label: t("adm.dashboard.to"), type: "date" },
        ] }}
        caption={t("admin.menu.transaction")}
        columns={columns}
        rows={rows}
        rowKey={(x) => x.id}
        loading={loading}
        failed={Boolean(error)}
        empty={<EmptyState title={<FormattedMessage id="adm.tx.empty" />} hint={<FormattedMessage id="adm.tx.emptyHint" />} />}
        page={data?.adminTransactions.pageInfo}
      />
    </>
  );
}
