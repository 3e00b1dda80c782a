import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { loadedMessages, loadMessages, normalizeLocale, type Locale, type Messages } from "./locale.js";
import { readVisitorCookie, VisitorCookie, writeVisitorCookie } from "../storage/visitor-cookies.js";

const LocaleContext = createContext<{ locale: Locale; setLocale: (l: Locale) => void }>({ locale: "en", setLocale: () => {} });

/** SPEC §1: the page title and description present the product, in the reader's language; <html lang> follows (CJK line breaking keys off it). */
// A layout effect so <html lang> changes in the same frame as the text (a passive effect could run a paint later).
function useDocumentMeta(locale: Locale, messages: Messages | undefined): void {
  useLayoutEffect(() => {
    if (!messages) return;
    document.documentElement.lang = locale;
    document.title = messages["app.title"];
    document.querySelector('meta[name="description"]')?.setAttribute("content", messages["app.description"]);
  }, [locale, messages]);
}

export function I18nProvider({ children, initial }: { children: ReactNode; initial?: Locale }) {
  const [locale, setLocaleState] = useState<Locale>(initial ?? normalizeLocale(readVisitorCookie(VisitorCookie.locale)));
  const [messages, setMessages] = useState<{ locale: Locale; messages: Messages } | undefined>(() => {
    const loaded = loadedMessages(locale);
    return loaded && { locale, messages: loaded };
  });
  useEffect(() => {
    let current = true;
    void loadMessages(locale).then((m) => current && setMessages({ locale, messages: m }));
    return () => {
      current = false;
    };
  }, [locale]);
  const shown = messages?.locale === locale ? messages.messages : undefined;
  useDocumentMeta(locale, shown);
  const value = useMemo(
    () => ({
      locale,
      setLocale: (l: Locale) => {
        writeVisitorCookie(VisitorCookie.locale, l);
        setLocaleState(l);
      },
    }),
    [locale],
  );
  // Switching to Japanese keeps the current page in its old language until the catalogue arrives (a few KB).
  const intl = shown ? { locale, messages: shown } : messages;
  if (!intl) return null;
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={intl.locale} defaultLocale="en" messages={intl.messages}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export const useLocale = () => useContext(LocaleContext);
