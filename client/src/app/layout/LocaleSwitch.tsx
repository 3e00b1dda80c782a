import { useIntl } from "react-intl";
import { useLocale } from "../../shared/i18n/I18nProvider.js";

export function LocaleSwitch() {
  const { locale, setLocale } = useLocale();
  const intl = useIntl();
  return (
    <select className="locale-switch" aria-label={intl.formatMessage({ id: "locale.label" })} value={locale} onChange={(e) => setLocale(e.target.value === "ja" ? "ja" : "en")}>
      <option value="en">EN</option>
      <option value="ja">日本語</option>
    </select>
  );
}
