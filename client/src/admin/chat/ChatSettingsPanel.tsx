import { useMutation, useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ChatSettingsDocument, UpdateChatSettingsDocument } from "../../gql/admin/graphql.js";
import { formatToken, parseToken } from "../../shared/format/token.js";
import { useToast } from "../../shared/ui/toasts.js";
import { Field } from "../ui/Field.js";
import { Panel } from "../ui/Panel.js";
import { TokenInput } from "../ui/TokenInput.js";

/** Big-win announcements: the net win from which the table says so in its chat (empty: none), and the retention in force. */
export function ChatSettingsPanel({ canEdit }: { canEdit: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const { data } = useQuery(ChatSettingsDocument);
  const [save, { loading }] = useMutation(UpdateChatSettingsDocument);
  const current = data?.chatSettings.bigWinThreshold ?? null;
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const shown = value ?? (current ? formatToken(current, 6).replace(/,/g, "") : "");
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const text = shown.trim();
    const parsed = text ? parseToken(text) : null;
    if (parsed && (!parsed.ok || parsed.units <= 0n)) return setError(intl.formatMessage({ id: "adm.chat.thresholdInvalid" }));
    setError(undefined);
    await save({ variables: { bigWinThreshold: parsed?.ok ? parsed.units.toString() : null } });
    setValue(null);
    toast.success(intl.formatMessage({ id: "adm.form.saved" }));
  };
  return (
    <Panel title={<FormattedMessage id="adm.chat.settings" />}>
      <form className="adm-form-grid" onSubmit={(e) => void submit(e)}>
        <Field label={<FormattedMessage id="adm.chat.threshold" />} error={error} hint={<FormattedMessage id="adm.chat.thresholdHint" values={{ days: data?.chatSettings.retentionDays ?? 30 }} />}>
          {(control) => <TokenInput {...control} value={shown} onChange={setValue} />}
        </Field>
        {canEdit && <div><button className="adm-btn adm-btn--primary" disabled={loading}><FormattedMessage id="adm.form.save" /></button></div>}
      </form>
    </Panel>
  );
}
