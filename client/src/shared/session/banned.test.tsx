import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { MockedProvider } from "@apollo/client/testing/react";
import { ChainConfigDocument, MeDocument, SignOutDocument } from "../../gql/graphql.js";
import { renderWithIntl } from "../../testing/render.js";
import { TEST_ADDRESS, testConfig, testUser } from "../../testing/session.js";
import { announceWallet } from "../wallet/eip6963.js";
import { saveLogin } from "../storage/session-storage.js";
import { StorageKey } from "../storage/keys.js";
import { banWatch, createBanWatch } from "./banned.js";
import { SessionProvider, useSession } from "./SessionProvider.js";

const refusal = (reason: string, status = 403) =>
  new Response(JSON.stringify({ errors: [{ message: reason === "BANNED" ? "You're banned!!!" : "No", extensions: { code: "FORBIDDEN", reason } }] }), { status, headers: { "content-type": "application/json" } });

describe("a ban noticed on any answer", () => {
  it("is a 403 whose refusal gives the reason BANNED, nothing else", async () => {
    const watch = createBanWatch();
    await watch.observe(refusal("PERMISSION"));
    await watch.observe(refusal("BANNED", 200));
    await watch.observe(new Response("Forbidden", { status: 403 }));
    expect(watch.get()).toBe(false);
    await watch.observe(refusal("BANNED"));
    expect(watch.get()).toBe(true);
    watch.clear();
    expect(watch.get()).toBe(false);
  });
});

function Status() {
  const s = useSession();
  return <output data-testid="session">{`${s.status}${s.banned ? " banned" : ""}`}</output>;
}

describe("an open session whose account gets banned", () => {
  let stop: () => void;
  beforeEach(() => {
    localStorage.clear();
    saveLogin({ address: TEST_ADDRESS, hash: "0xsig", nonce: "n1", token: "t1" }, "METAMASK", "io.metamask");
    const request = vi.fn(async ({ method }: { method: string }) => (method === "eth_accounts" ? [TEST_ADDRESS] : null));
    stop = announceWallet({ info: { uuid: "w1", name: "MetaMask", icon: "", rdns: "io.metamask" }, provider: { request } });
  });
  afterEach(() => {
    stop();
    banWatch.clear();
  });

  it("ends, signed out, and says the account is banned", async () => {
    const signOut = vi.fn(() => ({ data: { signOut: true } }));
    const mocks = [
      { request: { query: ChainConfigDocument }, result: { data: { chainConfig: { __typename: "ChainConfig" as const, ...testConfig } } }, maxUsageCount: Infinity },
      { request: { query: MeDocument }, result: { data: { me: { __typename: "User" as const, ...testUser() } } }, maxUsageCount: Infinity },
      { request: { query: SignOutDocument }, result: signOut, maxUsageCount: Infinity },
    ];
    renderWithIntl(<MockedProvider mocks={mocks}><SessionProvider><Status /></SessionProvider></MockedProvider>);
    await waitFor(() => expect(screen.getByTestId("session").textContent).toBe("signedIn"), { timeout: 3000 });
    await act(() => banWatch.observe(refusal("BANNED")));
    await waitFor(() => expect(screen.getByTestId("session").textContent).toBe("guest banned"));
    await waitFor(() => expect(signOut).toHaveBeenCalled());
    // The sign-out resolves, then the session clears the stored login again: let that finish inside the test, not after its page is gone.
    await act(async () => {});
    expect(localStorage.getItem(StorageKey.hashAndNonce)).toBeNull();
  });
});
