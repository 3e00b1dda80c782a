import { FormattedMessage } from "react-intl";
import { Badge } from "../../ui/TaskStateBadge.js";
import { useDateTime } from "../../ui/format.js";
import type { MemberRules } from "./useMemberRules.js";

/** Whether the player may stake now: a staff ban, a running time-out or self-exclusion and its end, a resume asked for. */
export function RulesStatus({ status }: { status: MemberRules["status"] }) {
  const dateTime = useDateTime();
  const running = status.blockedUntil !== null && Date.parse(status.blockedUntil) > Date.now();
  const lines = [
    status.banned && <Badge key="banned" tone="bad"><FormattedMessage id="adm.rules.status.banned" /></Badge>,
    running && <Badge key="break" tone="warn"><FormattedMessage id={status.selfExcluded ? "adm.rules.status.selfExcluded" : "adm.rules.status.timeOut"} values={{ until: dateTime(status.blockedUntil) }} /></Badge>,
    !running && status.selfExcluded && <Badge key="after" tone="warn"><FormattedMessage id="adm.rules.status.selfExcludedEnded" /></Badge>,
    status.resumeAt && <Badge key="resume" tone="info"><FormattedMessage id="adm.rules.status.resumeAt" values={{ at: dateTime(status.resumeAt) }} /></Badge>,
  ].filter(Boolean);
  return (
    <div className="adm-row-actions adm-row-actions--start" data-testid="rules-status">
      {lines.length ? lines : <Badge tone="ok"><FormattedMessage id="adm.rules.status.open" /></Badge>}
    </div>
  );
}
