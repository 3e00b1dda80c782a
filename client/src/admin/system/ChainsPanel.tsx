import { FormattedMessage, useIntl } from "react-intl";
import { DataTable, type Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { Panel } from "../ui/Panel.js";
import { Badge } from "../ui/TaskStateBadge.js";
import type { SystemStatus } from "./useSystemStatus.js";
import { useDuration } from "./useDuration.js";

type Chain = SystemStatus["chains"][number];

/** Lag above which a chain shows as behind (the gateway's readiness allows 20 blocks by default). */
const BEHIND_BLOCKS = 5;

/** Each chain's head, its indexer's newest block and the lag between them. */
export function ChainsPanel({ chains }: { chains: Chain[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const duration = useDuration();
  const num = (n: number | null | undefined) => (n == null ? "—" : intl.formatNumber(n));
  const state = (c: Chain) => {
    if (c.error) return <Badge tone="bad">{t("adm.system.unreachable")}</Badge>;
    if (c.indexed == null) return <Badge tone="warn">{t("adm.system.notIndexed")}</Badge>;
    return (c.lagBlocks ?? 0) > BEHIND_BLOCKS ? <Badge tone="warn">{t("adm.system.behind")}</Badge> : <Badge tone="ok">{t("adm.system.ok")}</Badge>;
  };
  const columns: Column<Chain>[] = [
    { key: "chain", header: t("adm.system.chain"), render: (c) => t(`adm.chain.${c.id}`) },
    { key: "chainId", header: t("adm.system.chainId"), align: "right", secondary: true, render: (c) => num(c.chainId) },
    { key: "head", header: t("adm.system.head"), align: "right", render: (c) => num(c.head) },
    { key: "indexed", header: t("adm.system.indexed"), align: "right", render: (c) => num(c.indexed) },
    { key: "lagBlocks", header: t("adm.system.lagBlocks"), align: "right", render: (c) => num(c.lagBlocks) },
    { key: "lagSeconds", header: t("adm.system.lagSeconds"), align: "right", render: (c) => duration(c.lagSeconds) },
    { key: "status", header: t("adm.system.status"), wrap: true, render: (c) => <span title={c.error ?? undefined}>{state(c)}{c.error && <span className="adm-muted"> {c.error}</span>}</span> },
  ];
  return (
    <Panel flush title={<FormattedMessage id="adm.system.chains" />}>
      <DataTable caption={t("adm.system.chains")} columns={columns} rows={chains} rowKey={(c) => c.id} empty={<EmptyState title={t("adm.system.unreachable")} />} />
    </Panel>
  );
}
