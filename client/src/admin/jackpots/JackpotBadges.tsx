import { FormattedMessage } from "react-intl";
import type { JackpotState } from "../../gql/admin/graphql.js";
import { Badge } from "../ui/TaskStateBadge.js";

const TONE: Record<JackpotState, "ok" | "warn" | "bad" | "neutral" | "info"> = { DRAFT: "neutral", OPEN: "info", DRAWING: "warn", DRAWN: "warn", PAID: "ok", CANCELLED: "bad" };

export function JackpotStateBadge({ state }: { state: JackpotState }) {
  return <span data-testid="jackpot-state" data-state={state}><Badge tone={TONE[state]}><FormattedMessage id={`adm.jackpots.state.${state}`} /></Badge></span>;
}

/** SPEC "Jackpot results": 1 mega, 2 major, 3 minor, 4 mini. */
export function LevelBadge({ level }: { level: number }) {
  return <Badge tone={level === 1 ? "warn" : "neutral"}>{`${level} · `}<FormattedMessage id={`adm.jackpots.level.${level}`} /></Badge>;
}
