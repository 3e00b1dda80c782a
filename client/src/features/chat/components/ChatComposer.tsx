import { useId, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { PostRefusal } from "../hooks/usePostChat.js";

/** The gateway's limit, in characters (an emoji counts once). */
export const MAX_CHARACTERS = 200;
const length = (s: string) => [...s].length;

/** The input: Enter sends, the counter and any refusal are read out to screen readers. */
export function ChatComposer({ onSend, sending, refusal, onEdit }: { onSend: (text: string) => Promise<boolean>; sending: boolean; refusal: PostRefusal | null; onEdit: () => void }) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState("");
  const count = length(text);
  const tooLong = count > MAX_CHARACTERS;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim() || tooLong || sending) return;
    if (await onSend(text)) setText("");
  };
  return (
    <form className="chat-composer" onSubmit={(e) => void submit(e)} data-testid="chat-composer">
      <label htmlFor={`${id}-input`} className="chat-sr"><FormattedMessage id="chat.inputLabel" /></label>
      <div className="chat-composer__row">
        <input
          id={`${id}-input`} className="chat-composer__input" value={text} autoComplete="off" enterKeyHint="send"
          placeholder={intl.formatMessage({ id: "chat.placeholder" })} aria-describedby={`${id}-count ${id}-error`} aria-invalid={tooLong || undefined}
          onChange={(e) => { setText(e.target.value); if (refusal) onEdit(); }} data-testid="chat-input"
        />
        <button type="submit" className="btn btn--primary chat-composer__send" disabled={!text.trim() || tooLong || sending} data-testid="chat-send">
          <FormattedMessage id="chat.send" />
        </button>
      </div>
      <div className="chat-composer__foot">
        <span id={`${id}-error`} className="chat-composer__error" role="alert" data-testid="chat-error">{refusal && <RefusalText refusal={refusal} />}</span>
        <span id={`${id}-count`} className={`chat-composer__count${tooLong ? " is-over" : ""}`}>
          <FormattedMessage id="chat.counter" values={{ count, max: MAX_CHARACTERS }} />
        </span>
      </div>
    </form>
  );
}

function RefusalText({ refusal }: { refusal: PostRefusal }) {
  if (refusal.kind === "rateLimited") return <FormattedMessage id="chat.rateLimited" values={{ seconds: refusal.seconds }} />;
  if (refusal.kind === "invalid") return <>{refusal.message}</>;
  if (refusal.kind === "failed") return <FormattedMessage id="chat.failed" />;
  return null;
}
