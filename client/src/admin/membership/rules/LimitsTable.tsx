import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { formatToken } from "../../../shared/format/token.js";
import { DataTable, type Column } from "../../ui/DataTable.js";
import { useDateTime } from "../../ui/format.js";
import type { Limits, MemberRules } from "./useMemberRules.js";

type LimitKey = keyof Limits;
interface Row { key: LimitKey; inForce: ReactNode; pending: ReactNode; used: ReactNode; resetsAt: string | null }

const WINDOWS = { dailyLoss: "day", weeklyLoss: "week", monthlyLoss: "month" } as const;

/** One limit's value in words: SUSD for amounts, minutes for play time, "No limit" when unset. */
export function useLimitText() {
  const intl = useIntl();
  return (key: LimitKey, limits: Limits): string => {
    const value = limits[key];
    if (value == null) return intl.formatMessage({ id: "adm.rules.none" });
    return typeof value === "number" ? intl.formatMessage({ id: "adm.rules.minutes" }, { count: value }) : `${formatToken(value)} SUSD`;
  };
}

/** Each limit in force with what the player used in its window and when the window starts again; a pending change beside it. */
export function LimitsTable({ rules }: { rules: MemberRules }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dateTime = useDateTime();
  const text = useLimitText();
  const pending = rules.pendingLimits;
  const lossUsed = (loss: string) => {
    const units = BigInt(loss);
    return intl.formatMessage({ id: units < 0n ? "adm.rules.ahead" : "adm.rules.lost" }, { amount: `${formatToken(units < 0n ? -units : units)} SUSD` });
  };
  const playLeft = rules.playSecondsLeft == null ? null : intl.formatMessage({ id: "adm.rules.playLeft" }, { count: Math.floor(rules.playSecondsLeft / 60) });
  const rows: Row[] = (["singleBet", "dailyLoss", "weeklyLoss", "monthlyLoss", "dailyMinutes"] as const).map((key) => {
    const window = key in WINDOWS ? rules.usage[WINDOWS[key as keyof typeof WINDOWS]] : null;
    return {
      key,
      inForce: text(key, rules.limits),
      pending: pending && pending[key] !== rules.limits[key] ? text(key, pending) : null,
      used: window ? lossUsed(window.loss) : key === "dailyMinutes" ? playLeft : null,
      resetsAt: window?.resetsAt ?? (key === "dailyMinutes" ? rules.usage.day.resetsAt : null),
    };
  });
  const columns: Column<Row>[] = [
    { key: "limit", header: t("adm.rules.limit"), render: (r) => <strong>{t(`adm.rules.limit.${r.key}`)}</strong> },
    { key: "inForce", header: t("adm.rules.inForce"), align: "right", render: (r) => <span data-testid={`limit-${r.key}`}>{r.inForce}</span> },
    { key: "used", header: t("adm.rules.used"), align: "right", render: (r) => r.used ?? <span className="adm-muted">—</span> },
    { key: "resets", header: t("adm.rules.resets"), render: (r) => (r.resetsAt ? dateTime(r.resetsAt) : <span className="adm-muted">—</span>) },
    { key: "pending", header: t("adm.rules.pending"), align: "right", render: (r) => r.pending ?? <span className="adm-muted">—</span> },
  ];
  return (
    <>
      <DataTable caption={t("adm.rules.limits")} columns={columns} rows={rows} rowKey={(r) => r.key} empty={null} />
      {pending && rules.pendingAt && (
        <p className="adm-hint" data-testid="pending-at">
          <FormattedMessage id="adm.rules.pendingAt" values={{ at: dateTime(rules.pendingAt) }} />
        </p>
      )}
    </>
  );
}
