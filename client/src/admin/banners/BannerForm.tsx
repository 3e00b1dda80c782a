import { FormattedMessage, useIntl } from "react-intl";
import { Check } from "../ui/Check.js";
import { Field } from "../ui/Field.js";
import { FormError } from "../ui/FormError.js";
import { useAdminForm } from "../ui/useAdminForm.js";
import { ImageField } from "./ImageField.js";
import { BANNER_TYPES, DESKTOP_RATIO, LOCATIONS, MOBILE_RATIO, validateBanner, type BannerValues } from "./banner-form.js";
import { DateTimePicker } from "../../shared/ui/date-picker/DateTimePicker.js";

const SERVER_FIELDS = ["imageId", "mobileImageId"];

/** A top banner: type and location, pictures cropped to SPEC's ratios, order, dates (UTC) and link. */
export function BannerForm({ initial, creating, submit }: { initial: BannerValues; creating: boolean; submit: (v: BannerValues) => Promise<unknown> }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const form = useAdminForm({ initial, validate: validateBanner, submit });
  const { values: v, set } = form;
  const ratio = DESKTOP_RATIO[v.type] ?? DESKTOP_RATIO["2"]!;
  const setType = (type: string) => {
    set("type", type);
    if (!LOCATIONS[type]?.includes(v.location)) set("location", LOCATIONS[type]![0]!);
  };
  return (
    <form className="adm-form" onSubmit={form.onSubmit} noValidate>
      <FormError errors={form.errors} fields={[...Object.keys(v), ...SERVER_FIELDS]} />
      <fieldset className="adm-form__grid adm-fieldset" disabled={form.submitting}>
        <Field wide label={t("adm.banners.title")} required error={form.error("title")} hint={t("adm.banners.titleHint")}>
          {(c) => <input {...c} className="adm-input" maxLength={100} value={v.title} onChange={(e) => set("title", e.target.value)} />}
        </Field>
        <Field label={t("adm.banners.type")} required error={form.error("type")}>
          {(c) => (
            <select {...c} className="adm-input" value={v.type} onChange={(e) => setType(e.target.value)}>
              {BANNER_TYPES.map((n) => <option key={n} value={n}>{t(`adm.banners.type.${n}`)}</option>)}
            </select>
          )}
        </Field>
        <Field label={t("adm.banners.location")} required error={form.error("location")}>
          {(c) => (
            <select {...c} className="adm-input" value={v.location} onChange={(e) => set("location", e.target.value)}>
              {(LOCATIONS[v.type] ?? []).map((n) => <option key={n} value={n}>{t(`adm.banners.location.${n}`)}</option>)}
            </select>
          )}
        </Field>
        <Field label={t("adm.banners.sortOrder")} error={form.error("sortOrder")} hint={t("adm.banners.sortOrderHint")}>
          {(c) => <input {...c} className="adm-input" inputMode="numeric" value={v.sortOrder} onChange={(e) => set("sortOrder", e.target.value)} />}
        </Field>
        <Field label={t("adm.banners.startDate")} error={form.error("startDate")} hint={t("adm.banners.datesHint")}>
          {(c) => <DateTimePicker {...c} inputClassName="adm-input" value={v.startDate} onChange={(value) => set("startDate", value)} />}
        </Field>
        <Field label={t("adm.banners.endDate")} error={form.error("endDate")}>
          {(c) => <DateTimePicker {...c} inputClassName="adm-input" value={v.endDate} onChange={(value) => set("endDate", value)} />}
        </Field>
        <Field wide label={t("adm.banners.link")} error={form.error("link")} hint={t("adm.banners.linkHint")}>
          {(c) => <input {...c} className="adm-input" placeholder="/bonus" value={v.link} onChange={(e) => set("link", e.target.value)} />}
        </Field>
        <ImageField
          label={t("adm.banners.image")}
          required
          image={v.image}
          aspect={ratio.width / ratio.height}
          maxOutputWidth={ratio.width}
          error={form.error("image") ?? form.errors.fields.imageId}
          hint={t("adm.banners.imageHint", { width: ratio.width, height: ratio.height })}
          onChange={(img) => set("image", img)}
          disabled={form.submitting}
        />
        <ImageField
          label={t("adm.banners.mobileImage")}
          image={v.mobileImage}
          aspect={MOBILE_RATIO.width / MOBILE_RATIO.height}
          maxOutputWidth={MOBILE_RATIO.width}
          error={form.error("mobileImage") ?? form.errors.fields.mobileImageId}
          hint={t("adm.banners.mobileImageHint", { width: MOBILE_RATIO.width, height: MOBILE_RATIO.height })}
          onChange={(img) => set("mobileImage", img)}
          disabled={form.submitting}
        />
      </fieldset>
      <Check label={t("adm.banners.display")} checked={v.display} disabled={form.submitting} onChange={(x) => set("display", x)} />
      <div className="adm-form__actions">
        <button type="submit" className="adm-btn adm-btn--primary" disabled={form.submitting}>
          {form.submitting && <span className="spinner spinner--inline" aria-hidden />}
          <FormattedMessage id={creating ? "adm.form.create" : "adm.form.save"} />
        </button>
      </div>
    </form>
  );
}
