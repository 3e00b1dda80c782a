import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { LOCALE_KEY, messagesFor, normalizeLocale, type Locale } from "./locale.js";

const LocaleContext = createContext<{ locale: Locale; setLocale: (l: Locale) => void }>({ locale: "en", setLocale: () => {} });

export function I18nProvider({ children, initial }: { children: ReactNode; initial?: Locale }) {
  const [locale, setLocaleState] = useState<Locale>(initial ?? normalizeLocale(localStorage.getItem(LOCALE_KEY)));
  const value = useMemo(
    () => ({
      locale,
      setLocale: (l: Locale) => {
        localStorage.setItem(LOCALE_KEY, l);
        document.documentElement.lang = l;
        setLocaleState(l);
      },
    }),
    [locale],
  );
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={locale} defaultLocale="en" messages={messagesFor(locale)}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export const useLocale = () => useContext(LocaleContext);
