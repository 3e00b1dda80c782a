import { useIntl } from "react-intl";
import { Badge } from "../ui/TaskStateBadge.js";

const TONE: Record<string, "ok" | "warn" | "bad" | "neutral" | "info"> = { open: "info", closed: "info", dealt: "info", revealed: "info", settled: "ok", refunded: "neutral", forfeited: "warn" };

/** A round's state; a stuck one (past its deadline) says so. */
export function RoundStateBadge({ state, stuck }: { state: string; stuck?: boolean }) {
  const intl = useIntl();
  return (
    <>
      <Badge tone={TONE[state] ?? "neutral"}>{intl.formatMessage({ id: `adm.round.${state}`, defaultMessage: state })}</Badge>
      {stuck && <> <Badge tone="bad">{intl.formatMessage({ id: "adm.results.stuck" })}</Badge></>}
    </>
  );
}
