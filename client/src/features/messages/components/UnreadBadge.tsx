import { useIntl } from "react-intl";
import { useUnreadCount } from "../hooks/useUnreadCount.js";

/** The unread count beside the Information menu entry (and on the phone's menu button); nothing when all is read. */
export function UnreadBadge({ compact }: { compact?: boolean }) {
  const intl = useIntl();
  const count = useUnreadCount();
  if (count === 0) return null;
  const label = intl.formatMessage({ id: "messages.unread" }, { count });
  return (
    <span className={`unread-badge${compact ? " unread-badge--dot" : ""}`} data-testid={compact ? "unread-dot" : "unread-badge"} aria-label={label} title={label}>
      {compact ? "" : count > 99 ? "99+" : count}
    </span>
  );
}
