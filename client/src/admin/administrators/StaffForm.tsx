import { FormattedMessage, useIntl } from "react-intl";
import { Field } from "../ui/Field.js";
import { FormError } from "../ui/FormError.js";
import { useAdminForm } from "../ui/useAdminForm.js";
import { STAFF_TYPES, validateStaff, type StaffValues } from "./staff-form.js";
import type { StaffType } from "../../gql/admin/graphql.js";

/** A back-office account: wallet address (new only), type with what it may do, IP allow-list. */
export function StaffForm({ initial, creating, readOnly, submit }: { initial: StaffValues; creating: boolean; readOnly: boolean; submit: (v: StaffValues) => Promise<unknown> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useAdminForm({ initial, validate: validateStaff(creating), submit });
  const { values: v, set } = form;
  return (
    <form className="adm-form" onSubmit={form.onSubmit} noValidate>
      <FormError errors={form.errors} fields={Object.keys(v)} />
      <fieldset className="adm-form__grid adm-fieldset" disabled={readOnly || form.submitting}>
        <Field wide label={t("adm.members.address")} required error={form.error("address")} hint={creating ? t("adm.staff.addressHint") : undefined}>
          {(c) => <input {...c} className="adm-input adm-mono" value={v.address} readOnly={!creating} onChange={(e) => set("address", e.target.value)} />}
        </Field>
        <Field label={t("adm.staff.type")} required error={form.error("type")} hint={t(`adm.staff.typeHint.${v.type}`)}>
          {(c) => (
            <select {...c} className="adm-input" value={v.type} onChange={(e) => set("type", e.target.value as StaffType)}>
              {STAFF_TYPES.map((type) => <option key={type} value={type}>{t(`adm.staff.type.${type}`)}</option>)}
            </select>
          )}
        </Field>
      </fieldset>
      <fieldset className="adm-fieldset" disabled={readOnly || form.submitting}>
        <Field label={t("adm.staff.ips")} error={form.error("ips")} hint={t("adm.staff.ipsHint")}>
          {(c) => <textarea {...c} className="adm-input adm-mono" rows={4} value={v.ips} placeholder={"203.0.113.7\n198.51.100.0/24"} onChange={(e) => set("ips", e.target.value)} />}
        </Field>
      </fieldset>
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
