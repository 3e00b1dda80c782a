import { useIntl } from "react-intl";
import { Badge } from "../ui/TaskStateBadge.js";

const TONE = { 0: "warn", 1: "info", 2: "ok" } as const;

/** SPEC BridgeProcess status: 0 waiting, 1 claim, 2 done. */
export function BridgeStatusBadge({ status }: { status: number }) {
  const intl = useIntl();
  return <Badge tone={TONE[status as 0 | 1 | 2] ?? "neutral"}>{intl.formatMessage({ id: `adm.bridge.status.${status}`, defaultMessage: String(status) })}</Badge>;
}
