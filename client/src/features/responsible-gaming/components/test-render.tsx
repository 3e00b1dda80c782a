import type { ReactElement, ReactNode } from "react";
import { render } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router-dom";
import { en } from "../../../shared/i18n/en.js";
import { rgEn } from "../i18n/en.js";

/** Renders a piece of the responsible gaming feature in English, in a given time zone, under a router. */
export function renderRg(ui: ReactElement, timeZone = "Asia/Tokyo") {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale="en" messages={{ ...en, ...rgEn }} timeZone={timeZone}>
      <MemoryRouter>{children}</MemoryRouter>
    </IntlProvider>
  );
  return render(ui, { wrapper: Wrapper });
}
