import { useEffect, useId, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { PageMessages } from "../../shared/i18n/PageMessages.js";
import { useSession } from "../../shared/session/SessionProvider.js";
import { ChatBanNotice } from "./components/ChatBanNotice.js";
import { ChatComposer } from "./components/ChatComposer.js";
import { ChatLog } from "./components/ChatLog.js";
import { useChatBan } from "./hooks/useChatStatus.js";
import { useFolded } from "./hooks/useFolded.js";
import { usePostChat } from "./hooks/usePostChat.js";
import { useReportChat } from "./hooks/useReportChat.js";
import { useTableChat, type ChatLine } from "./hooks/useTableChat.js";
import { chatEn } from "./i18n/en.js";
import { chatJa } from "./i18n/ja.js";
import "./chat.css";

/** The chat panel of a table screen: everyone reads, signed-in players post. Lives in the side column, never over the board. */
export function TableChat({ tableId }: { tableId: number }) {
  return (
    <PageMessages en={chatEn} ja={chatJa}>
      <ChatPanel tableId={tableId} />
    </PageMessages>
  );
}

function ChatPanel({ tableId }: { tableId: number }) {
  const intl = useIntl();
  const bodyId = useId();
  const session = useSession();
  const signedIn = session.status === "signedIn";
  const me = session.me?.address.toLowerCase() ?? null;
  const { lines, loading, add } = useTableChat(tableId);
  const { ban, refetch } = useChatBan(signedIn);
  const { post, sending, refusal, clearRefusal } = usePostChat(tableId, add, refetch);
  const report = useReportChat();
  const [folded, setFolded] = useFolded();
  const unread = useUnread(lines, loading, folded);

  return (
    <section className={`tpanel chat${folded ? " chat--folded" : ""}`} data-testid="table-chat" aria-label={intl.formatMessage({ id: "chat.title" })}>
      <header className="tpanel__head chat__head">
        <h3><FormattedMessage id="chat.title" /></h3>
        <button type="button" className="chat__toggle" aria-expanded={!folded} aria-controls={bodyId} onClick={() => setFolded(!folded)} data-testid="chat-toggle">
          {folded && unread > 0 && <span className="chat__unread" data-testid="chat-unread"><FormattedMessage id="chat.unread" values={{ count: unread }} /></span>}
          <FormattedMessage id={folded ? "chat.show" : "chat.hide"} />
        </button>
      </header>
      <div id={bodyId} className="chat__body" hidden={folded}>
        <ChatLog lines={lines} me={me} loading={loading} onReport={signedIn ? (line) => void report(line) : undefined} />
        {!signedIn ? (
          <p className="chat__hint muted small" data-testid="chat-sign-in"><FormattedMessage id="chat.signIn" /></p>
        ) : ban ? (
          <ChatBanNotice ban={ban} />
        ) : (
          <ChatComposer onSend={post} sending={sending} refusal={refusal} onEdit={clearRefusal} />
        )}
      </div>
    </section>
  );
}

/** Lines that arrived while the chat was folded (the ones there on opening count as read). */
function useUnread(lines: ChatLine[], loading: boolean, folded: boolean): number {
  const seen = useRef<string | null | undefined>(undefined);
  const lastId = lines.at(-1)?.id ?? null;
  useEffect(() => {
    if (!loading && (!folded || seen.current === undefined)) seen.current = lastId;
  }, [loading, folded, lastId]);
  if (!folded || seen.current === undefined) return 0;
  const at = seen.current === null ? -1 : lines.findIndex((l) => l.id === seen.current);
  return seen.current !== null && at < 0 ? lines.length : lines.length - 1 - at;
}
