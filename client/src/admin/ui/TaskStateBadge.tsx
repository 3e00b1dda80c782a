import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";

export type TaskState = "new" | "running" | "success" | "failed";

/** SPEC task states: 1 new, 2 running, 3 success, 4 failed. */
export function TaskStateBadge({ state: raw }: { state: string }) {
  // The API's enum is upper case (NEW, RUNNING, SUCCESS, FAILED).
  const state = raw.toLowerCase();
  const known = state === "new" || state === "running" || state === "success" || state === "failed";
  return (
    <span className={`adm-badge adm-badge--task-${known ? state : "new"}`} data-testid="task-state" data-state={state}>
      {state === "running" && <span className="adm-badge__pulse" aria-hidden />}
      {known ? <FormattedMessage id={`adm.task.${state}`} /> : state}
    </span>
  );
}

/** A yes/no or state label in a table cell. */
export function Badge({ tone, children }: { tone: "ok" | "warn" | "bad" | "neutral" | "info"; children: ReactNode }) {
  return <span className={`adm-badge adm-badge--${tone}`}>{children}</span>;
}
