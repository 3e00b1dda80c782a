import { FormattedMessage, useIntl } from "react-intl";
import { Check } from "../ui/Check.js";
import { Field } from "../ui/Field.js";
import { FormError } from "../ui/FormError.js";
import { useAdminForm } from "../ui/useAdminForm.js";
import { ImageField } from "../banners/ImageField.js";
import { POPUP_POSITIONS, POPUP_TYPES, validatePopup, type PopupValues } from "./popup-form.js";
import { DateTimePicker } from "../../shared/ui/date-picker/DateTimePicker.js";

/** The server names the pictures by their upload ids. */
const SERVER_FIELDS = ["pcImageId", "spImageId"];

/** A popup: what staff call it, when and how often it shows, where, its PC and SP pictures and its internal link. */
export function PopupForm({ initial, creating, submit }: { initial: PopupValues; creating: boolean; submit: (v: PopupValues) => Promise<unknown> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useAdminForm({ initial, validate: validatePopup, submit });
  const { values: v, set } = form;
  const fieldError = (key: keyof PopupValues & string, server: string) => form.error(key) ?? form.errors.fields[server];
  return (
    <form className="adm-form" onSubmit={form.onSubmit} noValidate>
      <FormError errors={form.errors} fields={[...Object.keys(v), ...SERVER_FIELDS]} />
      <fieldset className="adm-form__grid adm-fieldset" disabled={form.submitting}>
        <Field wide label={t("adm.popups.title")} required error={form.error("title")} hint={t("adm.popups.titleHint")}>
          {(c) => <input {...c} className="adm-input" maxLength={100} value={v.title} onChange={(e) => set("title", e.target.value)} />}
        </Field>
        <Field label={t("adm.popups.type")} required error={form.error("type")}>
          {(c) => (
            <select {...c} className="adm-input" value={v.type} onChange={(e) => set("type", e.target.value)}>
              {POPUP_TYPES.map((n) => <option key={n} value={n}>{t(`adm.popups.type.${n}`)}</option>)}
            </select>
          )}
        </Field>
        <Field label={t("adm.popups.position")} required error={form.error("position")}>
          {(c) => (
            <select {...c} className="adm-input" value={v.position} onChange={(e) => set("position", e.target.value)}>
              {POPUP_POSITIONS.map((n) => <option key={n} value={n}>{t(`adm.popups.position.${n}`)}</option>)}
            </select>
          )}
        </Field>
        <Field label={t("adm.popups.startDate")} required error={form.error("startDate")}>
          {(c) => <DateTimePicker {...c} inputClassName="adm-input" value={v.startDate} onChange={(value) => set("startDate", value)} />}
        </Field>
        <Field label={t("adm.popups.endDate")} required error={form.error("endDate")}>
          {(c) => <DateTimePicker {...c} inputClassName="adm-input" value={v.endDate} onChange={(value) => set("endDate", value)} />}
        </Field>
        <Field label={t("adm.popups.displayTimes")} required error={form.error("displayTimes")} hint={t("adm.popups.displayTimesHint")}>
          {(c) => <input {...c} className="adm-input" inputMode="numeric" value={v.displayTimes} onChange={(e) => set("displayTimes", e.target.value)} />}
        </Field>
        <Field label={t("adm.popups.link")} error={form.error("link")} hint={t("adm.popups.linkHint")}>
          {(c) => <input {...c} className="adm-input" placeholder="/bonus" value={v.link} onChange={(e) => set("link", e.target.value)} />}
        </Field>
        <ImageField label={t("adm.popups.pcImage")} required image={v.pcImage} error={fieldError("pcImage", "pcImageId")} hint={t("adm.popups.imageHint")} onChange={(img) => set("pcImage", img)} disabled={form.submitting} />
        <ImageField label={t("adm.popups.spImage")} image={v.spImage} error={fieldError("spImage", "spImageId")} hint={t("adm.popups.spImageHint")} onChange={(img) => set("spImage", img)} disabled={form.submitting} />
      </fieldset>
      <Check label={t("adm.popups.display")} checked={v.display} disabled={form.submitting} onChange={(x) => set("display", x)} />
      <p className="adm-hint"><FormattedMessage id="adm.popups.utcHint" /></p>
      <div className="adm-form__actions">
        <button type="submit" className="adm-btn adm-btn--primary" disabled={form.submitting}>
          {form.submitting && <span className="spinner spinner--inline" aria-hidden />}
          <FormattedMessage id={creating ? "adm.form.create" : "adm.form.save"} />
        </button>
      </div>
    </form>
  );
}
