import { FormattedMessage, useIntl } from "react-intl";
import { Check } from "../ui/Check.js";
import { Field } from "../ui/Field.js";
import { FormError } from "../ui/FormError.js";
import { useAdminForm } from "../ui/useAdminForm.js";
import { hoursText, validateArea, type AreaValues } from "./area-form.js";

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** An area's name, enable flag and opening hours in UTC (start = end: open all day). */
export function AreaForm({ initial, creating, readOnly, submit }: { initial: AreaValues; creating: boolean; readOnly: boolean; submit: (v: AreaValues) => Promise<unknown> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useAdminForm({ initial, validate: validateArea(creating), submit });
  const { values: v, set } = form;
  const hourSelect = (key: "startUTCHour" | "endUTCHour") => (
    <Field label={t(`adm.areas.${key}`)} required error={form.error(key)}>
      {(c) => (
        <select {...c} className="adm-input" value={v[key]} onChange={(e) => set(key, e.target.value)}>
          {HOURS.map((h) => <option key={h} value={h}>{`${String(h).padStart(2, "0")}:00 UTC`}</option>)}
        </select>
      )}
    </Field>
  );
  const summary = hoursText(Number(v.startUTCHour), Number(v.endUTCHour));
  return (
    <form className="adm-form" onSubmit={form.onSubmit} noValidate>
      <FormError errors={form.errors} fields={Object.keys(v)} />
      <fieldset className="adm-form__grid adm-fieldset" disabled={readOnly || form.submitting}>
        {creating && (
          <Field label={t("adm.games.slug")} required error={form.error("id")} hint={t("adm.games.slugHint")}>
            {(c) => <input {...c} className="adm-input" value={v.id} onChange={(e) => set("id", e.target.value)} />}
          </Field>
        )}
        <Field label={t("adm.areas.name")} required error={form.error("name")}>
          {(c) => <input {...c} className="adm-input" value={v.name} onChange={(e) => set("name", e.target.value)} />}
        </Field>
        <Field label={t("adm.form.nameJa")} error={form.error("nameJa")} hint={t("adm.form.nameJaHint")}>
          {(c) => <input {...c} className="adm-input" lang="ja" value={v.nameJa} onChange={(e) => set("nameJa", e.target.value)} />}
        </Field>
        {hourSelect("startUTCHour")}
        {hourSelect("endUTCHour")}
      </fieldset>
      <p className="adm-hint" data-testid="hours-summary">{summary ? <FormattedMessage id="adm.areas.openFromTo" values={{ hours: summary }} /> : <FormattedMessage id="adm.areas.allDay" />}</p>
      <Check label={t("adm.areas.enable")} checked={v.enable} disabled={readOnly} onChange={(x) => set("enable", x)} />
      {!readOnly && (
        <div className="adm-form__actions">
          <button type="submit" className="adm-btn adm-btn--primary" disabled={form.submitting}>
            {form.submitting && <span className="spinner spinner--inline" aria-hidden />}
            <FormattedMessage id={creating ? "adm.form.create" : "adm.form.save"} />
          </button>
        </div>
      )}
    </form>
  );
}
