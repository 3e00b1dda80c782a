import type { ReactElement, ReactNode } from "react";
import { render } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { en } from "../shared/i18n/en.js";

/** Renders with the English catalogue, as the app does by default. */
export function renderWithIntl(ui: ReactElement) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale="en" messages={en}>
      {children}
    </IntlProvider>
  );
  return render(ui, { wrapper: Wrapper });
}
