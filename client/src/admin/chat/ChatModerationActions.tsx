import { useMutation } from "@apollo/client/react";
import { useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ChatBanDocument, DeleteChatMessageDocument, LiftChatBanDocument, SetChatImageBanDocument, type ChatLogEntryFieldsFragment } from "../../gql/admin/graphql.js";
import { useToast } from "../../shared/ui/toasts.js";
import { ConfirmButton } from "../ui/ConfirmDialog.js";

/** Chat-ban lengths offered, in hours; empty is until lifted. */
export const BAN_HOURS = ["1", "24", "168", "720", ""] as const;

/** Delete the line, chat-ban or lift, image-ban or lift: each asks first, names the player, and lands in the operation log. */
export function ChatModerationActions({ entry, onChanged }: { entry: ChatLogEntryFieldsFragment; onChanged: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const who = entry.author.name;
  const address = entry.author.id;
  const [remove] = useMutation(DeleteChatMessageDocument);
  const [ban] = useMutation(ChatBanDocument);
  const [lift] = useMutation(LiftChatBanDocument);
  const [imageBan] = useMutation(SetChatImageBanDocument);
  const hours = useRef<HTMLSelectElement>(null);
  const reason = useRef<HTMLTextAreaElement>(null);
  const [reasonMissing, setReasonMissing] = useState(false);
  const done = (id: string) => (toast.success(t(id, { who })), onChanged());

  const player = entry.kind === "PLAYER";
  return (
    <div className="adm-row-actions adm-row-actions--start" data-testid="chat-actions">
      {!entry.deletedAt && (
        <ConfirmButton className="adm-btn adm-btn--sm adm-btn--danger-ghost" danger title={t("adm.chat.confirm.delete", { who })} body={<q className="adm-chat-quote">{entry.original || entry.shown}</q>} confirmLabel={t("adm.chat.delete")}
          onConfirm={async () => { await remove({ variables: { id: entry.id } }); done("adm.chat.done.delete"); }}>
          <FormattedMessage id="adm.chat.delete" />
        </ConfirmButton>
      )}
      {player && (entry.authorChatBanned ? (
        <ConfirmButton title={t("adm.chat.confirm.lift", { who })} confirmLabel={t("adm.chat.lift")} onConfirm={async () => { await lift({ variables: { address } }); done("adm.chat.done.lift"); }}>
          <FormattedMessage id="adm.chat.lift" />
        </ConfirmButton>
      ) : (
        <ConfirmButton danger title={t("adm.chat.confirm.ban", { who })} confirmLabel={t("adm.chat.ban")}
          body={
            <div className="adm-form-grid">
              <label className="adm-label">
                <FormattedMessage id="adm.chat.banFor" />
                <select ref={hours} className="adm-input" defaultValue="24" data-testid="chat-ban-hours">
                  {BAN_HOURS.map((h) => <option key={h} value={h}>{t(`adm.chat.hours.${h || "open"}`)}</option>)}
                </select>
              </label>
              <label className="adm-label">
                <FormattedMessage id="adm.chat.banReason" />
                <textarea ref={reason} className="adm-input" rows={3} maxLength={500} data-testid="chat-ban-reason" aria-invalid={reasonMissing} />
              </label>
              <p className="adm-hint"><FormattedMessage id="adm.chat.banHint" /></p>
            </div>
          }
          onConfirm={async () => {
            const text = reason.current?.value.trim() ?? "";
            setReasonMissing(!text);
            const h = hours.current?.value ?? "24";
            await ban({ variables: { address, hours: h ? Number(h) : null, reason: text } });
            done("adm.chat.done.ban");
          }}>
          <FormattedMessage id="adm.chat.ban" />
        </ConfirmButton>
      ))}
      {player && (
        <ConfirmButton danger={!entry.authorImageBanned} title={t(entry.authorImageBanned ? "adm.chat.confirm.imageLift" : "adm.chat.confirm.imageBan", { who })}
          body={entry.authorImageBanned ? undefined : t("adm.chat.imageBanHint")} confirmLabel={t(entry.authorImageBanned ? "adm.chat.imageLift" : "adm.chat.imageBan")}
          onConfirm={async () => { await imageBan({ variables: { address, banned: !entry.authorImageBanned } }); done(entry.authorImageBanned ? "adm.chat.done.imageLift" : "adm.chat.done.imageBan"); }}>
          <FormattedMessage id={entry.authorImageBanned ? "adm.chat.imageLift" : "adm.chat.imageBan"} />
        </ConfirmButton>
      )}
    </div>
  );
}
