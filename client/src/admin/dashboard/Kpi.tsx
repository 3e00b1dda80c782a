import type { ReactNode } from "react";

/** One headline figure of the dashboard. */
export function Kpi({ label, value, sub, negative, testId }: { label: ReactNode; value: ReactNode; sub?: ReactNode; negative?: boolean; testId?: string }) {
  return (
    <div className="adm-kpi" data-testid={testId}>
      <span className="adm-kpi__label">{label}</span>
      <span className={`adm-kpi__value${negative ? " is-negative" : ""}`}>{value}</span>
      {sub && <span className="adm-kpi__sub">{sub}</span>}
    </div>
  );
}
