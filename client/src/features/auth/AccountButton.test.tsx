import { beforeEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { ja } from "../../shared/i18n/ja.js";
import { renderWithIntl } from "../../testing/render.js";
import { SessionFixture, TEST_ADDRESS, testSession } from "../../testing/session.js";
import { saveLogin } from "../../shared/storage/session-storage.js";
import { AccountButton } from "./AccountButton.js";

describe("AccountButton while the page starts", () => {
  beforeEach(() => localStorage.clear());

  it("shows the stored account being restored instead of a disabled Connect button", () => {
    saveLogin({ address: TEST_ADDRESS, hash: "0xsig", nonce: "n1", token: "t1" }, "METAMASK", "io.metamask");
    renderWithIntl(<SessionFixture session={testSession({ status: "initializing" })}><AccountButton /></SessionFixture>);
    expect(screen.queryByTestId("connect-wallet")).toBeNull();
    expect(screen.getByTestId("account-restoring").textContent).toContain("0x7099…79C8");
  });

  it("offers Connect to a visitor with no stored login", () => {
    renderWithIntl(<SessionFixture session={testSession({ status: "guest" })}><AccountButton /></SessionFixture>);
    expect(screen.getByTestId("connect-wallet")).toHaveProperty("disabled", false);
    expect(screen.queryByTestId("account-restoring")).toBeNull();
  });

  it("names the visitor Guest, ゲスト in Japanese", () => {
    render(<IntlProvider locale="ja" messages={ja}><SessionFixture session={testSession({ status: "guest" })}><AccountButton /></SessionFixture></IntlProvider>);
    expect(screen.getByTestId("account-name").textContent).toBe("ゲスト");
  });
});
