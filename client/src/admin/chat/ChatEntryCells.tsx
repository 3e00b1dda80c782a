import { FormattedMessage } from "react-intl";
import type { ChatLogEntryFieldsFragment } from "../../gql/admin/graphql.js";
import { formatToken } from "../../shared/format/token.js";
import { Hex } from "../ui/Hex.js";
import { Badge } from "../ui/TaskStateBadge.js";

/** Who wrote it: name, address and their chat standing. */
export function ChatAuthorCell({ entry }: { entry: ChatLogEntryFieldsFragment }) {
  return (
    <div className="adm-chat-author">
      {entry.author.imageUrl ? <img src={entry.author.imageUrl} alt="" className="adm-chat-avatar" /> : <span className="adm-chat-avatar" aria-hidden />}
      <div>
        <div>{entry.author.name}</div>
        <Hex value={entry.author.id} />
        {entry.authorChatBanned && <> <Badge tone="warn"><FormattedMessage id="adm.members.chatBanned" /></Badge></>}
        {entry.authorImageBanned && <> <Badge tone="warn"><FormattedMessage id="adm.members.imageBanned" /></Badge></>}
      </div>
    </div>
  );
}

/** What was typed, and what the table saw when the filter changed it. */
export function ChatTextCell({ entry }: { entry: ChatLogEntryFieldsFragment }) {
  if (entry.kind === "BIG_WIN") return <span className="adm-chat-system"><FormattedMessage id="adm.chat.bigWin" values={{ amount: formatToken(entry.amount ?? "0") }} /></span>;
  return (
    <div className={entry.deletedAt ? "adm-chat-deleted" : undefined} data-testid="chat-log-text">
      <div>{entry.original}</div>
      {entry.shown !== entry.original && <div className="adm-hint"><FormattedMessage id="adm.chat.shownAs" values={{ text: entry.shown }} /></div>}
    </div>
  );
}

export function ChatStateCell({ entry }: { entry: ChatLogEntryFieldsFragment }) {
  return (
    <>
      {entry.deletedAt ? <Badge tone="bad"><FormattedMessage id="adm.chat.deleted" /></Badge> : <Badge tone="ok"><FormattedMessage id="adm.chat.visible" /></Badge>}
      {entry.openReports > 0 && <> <Badge tone="warn"><FormattedMessage id="adm.chat.reports" values={{ count: entry.openReports }} /></Badge></>}
    </>
  );
}
