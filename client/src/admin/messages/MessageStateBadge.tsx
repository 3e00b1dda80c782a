import { useIntl } from "react-intl";
import type { MessageState } from "../../gql/admin/graphql.js";
import { Badge } from "../ui/TaskStateBadge.js";

const TONE = { DRAFT: "neutral", PUBLISHED: "info", SENT: "ok" } as const;

/** SPEC §4 message states: draft, then published (waiting for its send date), then sent. */
export function MessageStateBadge({ state }: { state: MessageState }) {
  const intl = useIntl();
  return <Badge tone={TONE[state]}>{intl.formatMessage({ id: `adm.messages.state.${state}` })}</Badge>;
}
