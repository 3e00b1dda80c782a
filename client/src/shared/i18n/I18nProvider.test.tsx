import { describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { FormattedMessage } from "react-intl";
import { I18nProvider, useLocale } from "./I18nProvider.js";

function Probe() {
  const { setLocale } = useLocale();
  return (
    <>
      <p data-testid="text"><FormattedMessage id="menu.favorite" /></p>
      <button onClick={() => setLocale("ja")}>ja</button>
    </>
  );
}

describe("I18nProvider", () => {
  it("loads the Japanese catalogue when the reader switches, and sets <html lang> for CJK line breaking", async () => {
    render(<I18nProvider initial="en"><Probe /></I18nProvider>);
    expect(screen.getByTestId("text").textContent).toBe("Favorite");
    expect(document.documentElement.lang).toBe("en");
    await act(async () => screen.getByText("ja").click());
    await screen.findByText("お気に入り");
    expect(document.documentElement.lang).toBe("ja");
  });

  it("starts in Japanese for a reader who chose it before", async () => {
    render(<I18nProvider initial="ja"><Probe /></I18nProvider>);
    expect(await screen.findByText("お気に入り")).toBeTruthy();
    expect(document.title).toMatch(/Sunrise/);
  });
});
