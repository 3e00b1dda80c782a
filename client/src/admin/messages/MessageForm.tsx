import { useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Field } from "../ui/Field.js";
import { FormError } from "../ui/FormError.js";
import { useAdminForm } from "../ui/useAdminForm.js";
import { addressList, validateMessage, type MessageValues } from "./message-form.js";
import { DateTimePicker } from "../../shared/ui/date-picker/DateTimePicker.js";

export type MessageIntent = "save" | "publish";

interface Props {
  initial: MessageValues;
  /** A sent message keeps its target and send date. */
  sent?: boolean;
  /** Offer "Publish" beside "Save" (drafts). */
  canPublish: boolean;
  submit: (values: MessageValues, intent: MessageIntent) => Promise<unknown>;
}

/** A message's title, content (required), HTML content (sanitised by the server), target and send date (UTC). */
export function MessageForm({ initial, sent = false, canPublish, submit }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const intent = useRef<MessageIntent>("save");
  const form = useAdminForm({ initial, validate: validateMessage, submit: (v) => submit(v, intent.current), failed: () => (intent.current === "publish" ? "error.sentFail" : "error.editedFail") });
  const { values: v, set } = form;
  const count = addressList(v.targetAddresses).length;
  return (
    <form className="adm-form" onSubmit={form.onSubmit} noValidate>
      <FormError errors={form.errors} fields={Object.keys(v)} />
      <fieldset className="adm-form__grid adm-fieldset" disabled={form.submitting}>
        <Field wide label={t("adm.messages.title")} required error={form.error("title")}>
          {(c) => <input {...c} className="adm-input" maxLength={200} value={v.title} onChange={(e) => set("title", e.target.value)} />}
        </Field>
        <Field wide label={t("adm.messages.content")} required error={form.error("content")} hint={t("adm.messages.contentHint")}>
          {(c) => <textarea {...c} className="adm-input" rows={5} value={v.content} onChange={(e) => set("content", e.target.value)} />}
        </Field>
        <Field wide label={t("adm.messages.html")} error={form.error("htmlContent")} hint={t("adm.messages.htmlHint")}>
          {(c) => <textarea {...c} className="adm-input adm-mono" rows={8} value={v.htmlContent} onChange={(e) => set("htmlContent", e.target.value)} />}
        </Field>
      </fieldset>
      <fieldset className="adm-field adm-fieldset" disabled={form.submitting || sent}>
        <legend className="adm-label"><FormattedMessage id="adm.messages.target" /></legend>
        <div className="adm-radios">
          <label className="adm-check"><input type="radio" name="target" checked={v.targetAll} onChange={() => set("targetAll", true)} /> <FormattedMessage id="adm.messages.targetAll" /></label>
          <label className="adm-check"><input type="radio" name="target" checked={!v.targetAll} onChange={() => set("targetAll", false)} /> <FormattedMessage id="adm.messages.targetChosen" /></label>
        </div>
        {sent && <p className="adm-hint"><FormattedMessage id="adm.messages.sentFixed" /></p>}
      </fieldset>
      <fieldset className="adm-form__grid adm-fieldset" disabled={form.submitting || sent}>
        {!v.targetAll && (
          <Field wide label={t("adm.messages.addresses")} required error={form.error("targetAddresses")} hint={t("adm.messages.addressesHint", { count })}>
            {(c) => <textarea {...c} className="adm-input adm-mono" rows={4} placeholder="0x…" value={v.targetAddresses} onChange={(e) => set("targetAddresses", e.target.value)} />}
          </Field>
        )}
        <Field label={t("adm.messages.sendAt")} error={form.error("sendAt")} hint={t("adm.messages.sendAtHint")}>
          {(c) => <DateTimePicker {...c} inputClassName="adm-input" value={v.sendAt} onChange={(value) => set("sendAt", value)} />}
        </Field>
      </fieldset>
      <div className="adm-form__actions">
        <button type="submit" className={`adm-btn ${canPublish ? "adm-btn--ghost" : "adm-btn--primary"}`} disabled={form.submitting} onClick={() => (intent.current = "save")}>
          <FormattedMessage id={canPublish ? "adm.messages.saveDraft" : "adm.form.save"} />
        </button>
        {canPublish && (
          <button type="submit" className="adm-btn adm-btn--primary" disabled={form.submitting} onClick={() => (intent.current = "publish")}>
            {form.submitting && <span className="spinner spinner--inline" aria-hidden />}
            <FormattedMessage id={v.sendAt ? "adm.messages.publishScheduled" : "adm.messages.publishNow"} />
          </button>
        )}
      </div>
    </form>
  );
}
