import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { MockedProvider } from "@apollo/client/testing/react";
import { ChainConfigDocument, MeDocument, SignOutDocument } from "../../gql/graphql.js";
import { SessionProvider, useSession } from "../../shared/session/SessionProvider.js";
import { announceWallet } from "../../shared/wallet/eip6963.js";
import { saveLogin } from "../../shared/storage/session-storage.js";
import { StorageKey } from "../../shared/storage/keys.js";
import { renderWithIntl } from "../../testing/render.js";
import { TEST_ADDRESS, testConfig, testUser } from "../../testing/session.js";
import { DisconnectPage } from "./DisconnectPage.js";

const RDNS = "io.metamask";

function Status() {
  const session = useSession();
  return (
    <>
      <output data-testid="status">{session.status}</output>
      <output data-testid="gateway">{session.gatewayDown ? "down" : session.config ? "up" : "waiting"}</output>
    </>
  );
}

/** An extension wallet still on the stored account: a reload would restore its session. */
function installWallet() {
  const request = vi.fn(async ({ method }: { method: string }) => (method === "eth_accounts" ? [TEST_ADDRESS] : null));
  return announceWallet({ info: { uuid: "w1", name: "MetaMask", icon: "", rdns: RDNS }, provider: { request } });
}

describe("/disconnect", () => {
  let stopWallet: () => void;
  beforeEach(() => {
    localStorage.clear();
    saveLogin({ address: TEST_ADDRESS, hash: "0xsig", nonce: "n1", token: "t1" }, "METAMASK", RDNS);
    stopWallet = installWallet();
  });
  afterEach(() => stopWallet());

  it("signs out a session that is still being restored after a reload, and it stays out", async () => {
    const signOut = vi.fn(() => ({ data: { signOut: true } }));
    const mocks = [
      { request: { query: ChainConfigDocument }, result: { data: { chainConfig: { __typename: "ChainConfig" as const, ...testConfig } } }, maxUsageCount: Infinity },
      { request: { query: MeDocument }, result: { data: { me: { __typename: "User" as const, ...testUser() } } }, maxUsageCount: Infinity },
      { request: { query: SignOutDocument }, result: signOut, maxUsageCount: Infinity },
    ];
    const router = createMemoryRouter([{ path: "/disconnect", element: <DisconnectPage /> }, { path: "/", element: <Status /> }], { initialEntries: ["/disconnect"] });
    renderWithIntl(
      <MockedProvider mocks={mocks}>
        <SessionProvider><RouterProvider router={router} /></SessionProvider>
      </MockedProvider>,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(signOut).toHaveBeenCalled();
    expect(localStorage.getItem(StorageKey.hashAndNonce)).toBeNull();
    // Past the restore window (200 ms start delay, wallet discovery): the session does not come back.
    await new Promise((r) => setTimeout(r, 1200));
    expect(screen.getByTestId("status").textContent).toBe("guest");
  });

  it("leaves the signed-out lobby, not a server that cannot be reached, when /disconnect is the page loaded", async () => {
    const mocks = [
      // The chain configuration is still on its way when the session ends.
      { request: { query: ChainConfigDocument }, result: { data: { chainConfig: { __typename: "ChainConfig" as const, ...testConfig } } }, delay: 150, maxUsageCount: Infinity },
      { request: { query: MeDocument }, result: { data: { me: { __typename: "User" as const, ...testUser() } } }, maxUsageCount: Infinity },
      { request: { query: SignOutDocument }, result: { data: { signOut: true } }, maxUsageCount: Infinity },
    ];
    const router = createMemoryRouter([{ path: "/disconnect", element: <DisconnectPage /> }, { path: "/", element: <Status /> }], { initialEntries: ["/disconnect"] });
    renderWithIntl(
      <MockedProvider mocks={mocks}>
        <SessionProvider><RouterProvider router={router} /></SessionProvider>
      </MockedProvider>,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    await waitFor(() => expect(screen.getByTestId("gateway").textContent).toBe("up"));
    expect(screen.getByTestId("status").textContent).toBe("guest");
  });
});
