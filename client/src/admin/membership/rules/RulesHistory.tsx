import { FormattedMessage, useIntl } from "react-intl";
import { DataTable, type Column } from "../../ui/DataTable.js";
import { EmptyState } from "../../ui/EmptyState.js";
import { Hex } from "../../ui/Hex.js";
import { useDateTime } from "../../ui/format.js";
import { useLimitText } from "./LimitsTable.js";
import type { Limits, RulesChange } from "./useMemberRules.js";

const LIMIT_KEYS = ["singleBet", "dailyLoss", "weeklyLoss", "monthlyLoss", "dailyMinutes"] as const;

/** Bans and time-outs staff put on are the only changes not signed by the player's own wallet. */
const byStaff = (c: RulesChange) => c.kind === "BAN_SET" || c.byStaff === true;

/** Every change of the player's rules, newest first: what changed, to what, who did it, when, and its transaction. */
export function RulesHistory({ history }: { history: RulesChange[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const dateTime = useDateTime();
  const limitText = useLimitText();
  const limitsText = (limits: Limits) => LIMIT_KEYS.map((k) => `${t(`adm.rules.limit.${k}`)} ${limitText(k, limits)}`).join(" · ");
  const values = (c: RulesChange): string => {
    switch (c.kind) {
      case "LIMITS_SET":
        return c.limits ? limitsText(c.limits) : "";
      case "LIMITS_PENDING":
        return [c.limits && limitsText(c.limits), c.effectiveAt && t("adm.rules.appliesAt", { at: dateTime(c.effectiveAt) })].filter(Boolean).join(" — ");
      case "BREAK_STARTED":
        return [c.period != null && t(`adm.rules.period.${c.period}`), c.until && t("adm.rules.until", { until: dateTime(c.until) })].filter(Boolean).join(" ");
      case "RESUME_REQUESTED":
        return c.effectiveAt ? t("adm.rules.resumesAt", { at: dateTime(c.effectiveAt) }) : "";
      case "BAN_SET":
        return t(c.banned ? "adm.rules.banOn" : "adm.rules.banOff");
      default:
        return "";
    }
  };
  const columns: Column<RulesChange>[] = [
    { key: "at", header: t("adm.rules.h.at"), render: (c) => dateTime(c.at) },
    { key: "kind", header: t("adm.rules.h.kind"), render: (c) => t(`adm.rules.kind.${c.kind}`) },
    { key: "values", header: t("adm.rules.h.values"), wrap: true, render: (c) => values(c) || <span className="adm-muted">—</span> },
    { key: "by", header: t("adm.rules.h.by"), render: (c) => t(byStaff(c) ? "adm.rules.by.staff" : "adm.rules.by.player") },
    { key: "tx", header: t("adm.rules.h.tx"), render: (c) => <Hex value={c.txHash} /> },
  ];
  return (
    <DataTable
      caption={t("adm.rules.history")}
      columns={columns}
      rows={history}
      rowKey={(c) => c.id}
      empty={<EmptyState title={<FormattedMessage id="adm.rules.noHistory" />} />}
    />
  );
}
