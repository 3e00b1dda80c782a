import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { LOCALE_KEY, messagesFor, normalizeLocale, type Locale } from "./locale.js";

const LocaleContext = createContext<{ locale: Locale; setLocale: (l: Locale) => void }>({ locale: "en", setLocale: () => {} });

/** SPEC §1: the page title and description present the product, in the reader's language. */
function useDocumentMeta(locale: Locale): void {
  useEffect(() => {
    const messages = messagesFor(locale);
    document.documentElement.lang = locale;
    document.title = messages["app.title"];
    document.querySelector('meta[name="description"]')?.setAttribute("content", messages["app.description"]);
  }, [locale]);
}

export function I18nProvider({ children, initial }: { children: ReactNode; initial?: Locale }) {
  const [locale, setLocaleState] = useState<Locale>(initial ?? normalizeLocale(localStorage.getItem(LOCALE_KEY)));
  useDocumentMeta(locale);
  const value = useMemo(
    () => ({
      locale,
      setLocale: (l: Locale) => {
        localStorage.setItem(LOCALE_KEY, l);
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
