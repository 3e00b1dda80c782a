import { FormattedMessage, useIntl } from "react-intl";
import type { AdminGameFieldsFragment } from "../../gql/admin/graphql.js";
import { Check } from "../ui/Check.js";
import { Field } from "../ui/Field.js";
import { FormError } from "../ui/FormError.js";
import { useAdminForm } from "../ui/useAdminForm.js";
import { GamesPicker } from "./GamesPicker.js";
import { validateCategory, type CategoryValues } from "./category-form.js";

/** A lobby category: slug (new only), names in English and Japanese, order, shown or not, its games in order. */
export function CategoryForm({ initial, creating, builtIn, games, submit }: { initial: CategoryValues; creating: boolean; builtIn: boolean; games: readonly AdminGameFieldsFragment[]; submit: (v: CategoryValues) => Promise<unknown> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useAdminForm({ initial, validate: validateCategory(creating), submit });
  const { values: v, set } = form;
  return (
    <form className="adm-form" onSubmit={form.onSubmit} noValidate>
      <FormError errors={form.errors} fields={Object.keys(v)} />
      <fieldset className="adm-form__grid adm-fieldset" disabled={form.submitting}>
        {creating && (
          <Field label={t("adm.categories.slug")} required error={form.error("id")} hint={t("adm.categories.slugHint")}>
            {(c) => <input {...c} className="adm-input adm-mono" maxLength={32} value={v.id} onChange={(e) => set("id", e.target.value)} />}
          </Field>
        )}
        <Field label={t("adm.categories.nameEn")} required error={form.error("nameEn")}>
          {(c) => <input {...c} className="adm-input" maxLength={64} value={v.nameEn} onChange={(e) => set("nameEn", e.target.value)} />}
        </Field>
        <Field label={t("adm.categories.nameJa")} required error={form.error("nameJa")}>
          {(c) => <input {...c} className="adm-input" maxLength={64} lang="ja" value={v.nameJa} onChange={(e) => set("nameJa", e.target.value)} />}
        </Field>
        <Field label={t("adm.categories.sortOrder")} error={form.error("sortOrder")} hint={t("adm.categories.sortOrderHint")}>
          {(c) => <input {...c} className="adm-input" inputMode="numeric" value={v.sortOrder} onChange={(e) => set("sortOrder", e.target.value)} />}
        </Field>
        <GamesPicker games={games} value={v.gameIds} onChange={(ids) => set("gameIds", ids)} disabled={form.submitting} />
      </fieldset>
      {form.errors.fields.gameIds && <p className="adm-error" role="alert">{form.errors.fields.gameIds}</p>}
      <Check label={t("adm.categories.enabled")} checked={v.enabled} disabled={form.submitting} onChange={(x) => set("enabled", x)} />
      {builtIn && <p className="adm-hint"><FormattedMessage id="adm.categories.builtInHint" /></p>}
      <div className="adm-form__actions">
        <button type="submit" className="adm-btn adm-btn--primary" disabled={form.submitting}>
          {form.submitting && <span className="spinner spinner--inline" aria-hidden />}
          <FormattedMessage id={creating ? "adm.form.create" : "adm.form.save"} />
        </button>
      </div>
    </form>
  );
}
