import { FormattedMessage, useIntl } from "react-intl";
import { formatToken } from "../../../shared/format/token.js";
import type { ChatLine } from "../hooks/useTableChat.js";
import { ChatAvatar } from "./ChatAvatar.js";

/** One line: photo, name (yours marked), time and text; a big win as the table's own announcement. */
export function ChatLineItem({ line, mine, onReport }: { line: ChatLine; mine: boolean; onReport?: (line: ChatLine) => void }) {
  const intl = useIntl();
  const time = intl.formatTime(line.postedAt, { hour: "2-digit", minute: "2-digit" });
  if (line.kind === "BIG_WIN") {
    return (
      <li className="chat-line chat-line--system" data-testid="chat-line" data-kind="BIG_WIN">
        <FormattedMessage id="chat.bigWin" values={{ name: line.author.name, amount: formatToken(line.amount ?? "0") }} />
      </li>
    );
  }
  return (
    <li className={`chat-line${mine ? " chat-line--mine" : ""}`} data-testid="chat-line" data-id={line.id} data-author={line.author.id}>
      <ChatAvatar author={line.author} />
      <div className="chat-line__body">
        <div className="chat-line__meta">
          <span className="chat-line__name">{line.author.name}</span>
          {mine && <span className="chat-line__you"><FormattedMessage id="chat.you" /></span>}
          <time className="chat-line__time" dateTime={line.postedAt}>{time}</time>
          {onReport && !mine && (
            <button type="button" className="chat-line__report" onClick={() => onReport(line)} aria-label={intl.formatMessage({ id: "chat.reportLabel" }, { name: line.author.name })} title={intl.formatMessage({ id: "chat.report" })}>
              <span aria-hidden>⚑</span>
            </button>
          )}
        </div>
        <p className="chat-line__text" data-testid="chat-text">{line.text}</p>
      </div>
    </li>
  );
}
