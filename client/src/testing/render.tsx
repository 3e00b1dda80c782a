import type { ReactElement, ReactNode } from "react";
import { render } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { en } from "../shared/i18n/en.js";
import { ja } from "../shared/i18n/ja.js";

/** Renders with the English catalogue, as the app does by default (or the Japanese one). */
export function renderWithIntl(ui: ReactElement, locale: "en" | "ja" = "en") {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} messages={locale === "ja" ? ja : en}>
      {children}
    </IntlProvider>
  );
  return render(ui, { wrapper: Wrapper });
}
