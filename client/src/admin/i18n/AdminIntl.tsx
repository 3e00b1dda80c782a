import { useMemo, type ReactNode } from "react";
import { IntlProvider, useIntl } from "react-intl";
import { adminEn } from "./en.js";
import { adminJa } from "./ja.js";

/** The back office's own strings, added to the site's catalogue; they ship with the admin code, never to players. */
export function AdminIntl({ children }: { children: ReactNode }) {
  const site = useIntl();
  const messages = useMemo(() => ({ ...site.messages, ...(site.locale === "ja" ? adminJa : adminEn) }), [site.messages, site.locale]);
  return (
    <IntlProvider locale={site.locale} defaultLocale="en" messages={messages}>
      {children}
    </IntlProvider>
  );
}
