import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { renderWithIntl } from "../../testing/render.js";
import { SessionFixture, testConfig, testSession } from "../../testing/session.js";
import { ConnectWalletModal } from "./ConnectWalletModal.js";

describe("the wallet picker", () => {
  it("loads the Local wallet where the gateway offers it, waiting for it instead of saying there is no wallet", async () => {
    const loadLocalWallet = vi.fn(() => Promise.resolve());
    renderWithIntl(<SessionFixture session={testSession({ loadLocalWallet })}><ConnectWalletModal onClose={() => undefined} /></SessionFixture>);
    await waitFor(() => expect(loadLocalWallet).toHaveBeenCalled());
    expect(screen.getByTestId("wallets-loading")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says there is no wallet where the gateway offers no Local wallet and none is injected", () => {
    renderWithIntl(<SessionFixture session={testSession({ config: { ...testConfig, devWallet: false } })}><ConnectWalletModal onClose={() => undefined} /></SessionFixture>);
    expect(screen.queryByTestId("wallets-loading")).toBeNull();
    expect(screen.getByRole("alert")).toBeTruthy();
  });
});
