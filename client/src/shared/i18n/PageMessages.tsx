import { useMemo, type ReactNode } from "react";
import { IntlProvider, useIntl } from "react-intl";

export type Catalogue = Readonly<Record<string, string>>;

/**
 * A page's own strings, added to the site's catalogue: they ship in the page's chunk, not with the
 * lobby's first load (the same way the back office adds its strings).
 */
export function PageMessages({ en, ja, children }: { en: Catalogue; ja: Catalogue; children: ReactNode }) {
  const site = useIntl();
  const messages = useMemo(() => ({ ...(site.messages as Record<string, string>), ...(site.locale === "ja" ? ja : en) }), [site.messages, site.locale, en, ja]);
  return (
    <IntlProvider locale={site.locale} defaultLocale="en" messages={messages}>
      {children}
    </IntlProvider>
  );
}
