import { useEffect, useLayoutEffect, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { ChatLine } from "../hooks/useTableChat.js";
import { ChatLineItem } from "./ChatLineItem.js";

/** The lines, oldest at the top; stays at the newest line unless the reader scrolled up. */
export function ChatLog({ lines, me, loading, onReport }: { lines: ChatLine[]; me: string | null; loading: boolean; onReport?: (line: ChatLine) => void }) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  useLayoutEffect(() => {
    const el = box.current;
    if (el && pinned.current) el.scrollTop = el.scrollHeight;
  }, [lines]);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const onScroll = () => (pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24);
    el.addEventListener("scroll", onScroll);
    return () => el.removeEventListener("scroll", onScroll);
  }, []);
  return (
    // The log role goes on the scrolling box, not the list: a role on <ol> would take its list semantics away from the lines.
    <div ref={box} className="chat-log" role="log" aria-live="polite" aria-label={intl.formatMessage({ id: "chat.logLabel" })} tabIndex={0} data-testid="chat-log">
      {loading && <p className="chat-log__note muted small"><FormattedMessage id="chat.loading" /></p>}
      {!loading && !lines.length && <p className="chat-log__note muted small"><FormattedMessage id="chat.empty" /></p>}
      {lines.length > 0 && <ol className="chat-log__lines">{lines.map((line) => <ChatLineItem key={line.id} line={line} mine={!!me && line.author.id === me} onReport={onReport} />)}</ol>}
    </div>
  );
}
