import { FormattedMessage, useIntl } from "react-intl";
import type { ChatBan } from "../hooks/useChatStatus.js";

/** Shown instead of the input while the player is chat-banned: why, and until when. */
export function ChatBanNotice({ ban }: { ban: ChatBan }) {
  const intl = useIntl();
  const until = ban.until ? intl.formatDate(ban.until, { dateStyle: "medium", timeStyle: "short" }) : null;
  return (
    <div className="chat-ban" role="status" data-testid="chat-ban">
      <p>{until ? <FormattedMessage id="chat.bannedUntil" values={{ until }} /> : <FormattedMessage id="chat.bannedOpen" />}</p>
      {ban.reason && <p className="chat-ban__reason"><FormattedMessage id="chat.banReason" values={{ reason: ban.reason }} /></p>}
    </div>
  );
}
