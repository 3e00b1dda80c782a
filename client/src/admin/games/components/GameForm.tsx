import { FormattedMessage, useIntl } from "react-intl";
import { Field } from "../../ui/Field.js";
import { Check } from "../../ui/Check.js";
import { FormError } from "../../ui/FormError.js";
import { useAdminForm } from "../../ui/useAdminForm.js";
import { CATEGORY_CHOICES, GAME_TYPES, validateGame, type GameValues } from "../game-form.js";
import { ImageField } from "../../banners/ImageField.js";
import { useTokenSymbol } from "../useTokenSymbol.js";

interface Props { initial: GameValues; creating: boolean; readOnly: boolean; submit: (v: GameValues) => Promise<unknown>; onDone?: () => void }

/** A game's settings: slug (new only), type, name, image, token, lobby flags and categories, order, enabled. */
export function GameForm({ initial, creating, readOnly, submit, onDone }: Props) {
  const intl = useIntl();
  const form = useAdminForm({ initial, validate: validateGame(creating), submit, onDone });
  const { values: v, set } = form;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const symbol = useTokenSymbol()(v.erc20Address);
  return (
    <form className="adm-form" onSubmit={form.onSubmit} noValidate>
      <FormError errors={form.errors} fields={Object.keys(v)} />
      <fieldset disabled={readOnly || form.submitting} className="adm-form__grid adm-fieldset">
        {creating && (
          <Field label={t("adm.games.slug")} required error={form.error("id")} hint={t("adm.games.slugHint")}>
            {(c) => <input {...c} className="adm-input" value={v.id} onChange={(e) => set("id", e.target.value)} />}
          </Field>
        )}
        <Field label={t("adm.games.name")} required error={form.error("name")}>
          {(c) => <input {...c} className="adm-input" value={v.name} onChange={(e) => set("name", e.target.value)} />}
        </Field>
        <Field label={t("adm.form.nameJa")} error={form.error("nameJa")} hint={t("adm.form.nameJaHint")}>
          {(c) => <input {...c} className="adm-input" lang="ja" value={v.nameJa} onChange={(e) => set("nameJa", e.target.value)} />}
        </Field>
        <Field label={t("adm.games.type")} required error={form.error("type")}>
          {(c) => (
            <select {...c} className="adm-input" value={v.type} onChange={(e) => set("type", e.target.value)}>
              {GAME_TYPES.map((n) => <option key={n} value={n}>{`${n} · ${t(`adm.game.${n}`)}`}</option>)}
            </select>
          )}
        </Field>
        <ImageField
          label={t("adm.games.image")}
          required
          error={form.error("image")}
          hint={t("adm.games.imageHint")}
          image={v.image ? { id: v.image, url: v.image, width: 0, height: 0 } : null}
          onChange={(img) => set("image", img?.url ?? "")}
          disabled={readOnly || form.submitting}
        />
        <Field wide label={t("adm.games.token")} required error={form.error("erc20Address")} hint={symbol ? t("adm.games.tokenIs", { symbol }) : t("adm.games.tokenHint")}>
          {(c) => <input {...c} className="adm-input adm-mono" value={v.erc20Address} onChange={(e) => set("erc20Address", e.target.value)} />}
        </Field>
        <Field label={t("adm.games.sortOrder")} error={form.error("sortOrder")} hint={t("adm.games.sortOrderHint")}>
          {(c) => <input {...c} className="adm-input" inputMode="numeric" value={v.sortOrder} onChange={(e) => set("sortOrder", e.target.value)} />}
        </Field>
      </fieldset>
      <fieldset disabled={readOnly || form.submitting} className="adm-field adm-fieldset">
        <legend className="adm-label"><FormattedMessage id="adm.games.flags" /></legend>
        <div className="adm-checks">
          <Check label={t("adm.games.enabled")} checked={v.enabled} onChange={(x) => set("enabled", x)} />
          <Check label={t("adm.games.isHot")} checked={v.isHot} onChange={(x) => set("isHot", x)} />
          <Check label={t("adm.games.isNew")} checked={v.isNew} onChange={(x) => set("isNew", x)} />
        </div>
      </fieldset>
      <fieldset disabled={readOnly || form.submitting} className="adm-field adm-fieldset">
        <legend className="adm-label"><FormattedMessage id="adm.games.categories" /></legend>
        <div className="adm-checks">
          {CATEGORY_CHOICES.map((c) => (
            <Check key={c} label={t(`adm.category.${c}`)} checked={v.categories.includes(c)} onChange={(x) => set("categories", x ? [...v.categories, c] : v.categories.filter((k) => k !== c))} />
          ))}
        </div>
        {form.error("categories") && <p className="adm-error" role="alert">{form.error("categories")}</p>}
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
