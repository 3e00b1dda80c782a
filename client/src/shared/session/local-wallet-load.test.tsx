import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { MockedProvider } from "@apollo/client/testing/react";
import { ChainConfigDocument, MeDocument } from "../../gql/graphql.js";
import { renderWithIntl } from "../../testing/render.js";
import { TEST_ADDRESS, testConfig, testUser } from "../../testing/session.js";
import { saveLogin } from "../storage/session-storage.js";
import { LOCAL_WALLET_RDNS } from "../wallet/local-wallet-id.js";
import { SessionProvider, useSession, type Session } from "./SessionProvider.js";

// A stand-in for the Local wallet's module (ethers' key derivation does not run under jsdom) that counts its loads.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock("../wallet/local-wallet.js", async () => {
  loads.count++;
  const { LOCAL_WALLET_RDNS: rdns } = await import("../wallet/local-wallet-id.js");
  const { TEST_ADDRESS: address } = await import("../../testing/session.js");
  class LocalWalletProvider {
    request = ({ method }: { method: string }) => Promise.resolve(method === "eth_accounts" ? [address] : null);
  }
  return { LocalWalletProvider, localWalletDetail: (provider: LocalWalletProvider) => ({ info: { uuid: "local", name: "Local wallet", icon: "", rdns }, provider }) };
});

let session: Session | undefined;
function Status() {
  session = useSession();
  return <output data-testid="session">{`${session.status} ${session.wallets.map((w) => w.info.rdns).join(",") || "no wallets"}`}</output>;
}

const renderSession = (address = TEST_ADDRESS) => {
  const mocks = [
    { request: { query: ChainConfigDocument }, result: { data: { chainConfig: { __typename: "ChainConfig" as const, ...testConfig, devWallet: true } } }, maxUsageCount: Infinity },
    { request: { query: MeDocument }, result: { data: { me: { __typename: "User" as const, ...testUser({ address: address.toLowerCase() }) } } }, maxUsageCount: Infinity },
  ];
  return renderWithIntl(<MockedProvider mocks={mocks}><SessionProvider><Status /></SessionProvider></MockedProvider>);
};

describe("the development Local wallet", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => (session = undefined));

  it("is not loaded for a guest until the wallet picker asks for it", async () => {
    renderSession();
    await waitFor(() => expect(screen.getByTestId("session").textContent).toBe("guest no wallets"));
    await new Promise((r) => setTimeout(r, 300));
    expect(loads.count).toBe(0);
    expect(session?.localWallet).toBeUndefined();
    await act(() => session!.loadLocalWallet());
    await waitFor(() => expect(screen.getByTestId("session").textContent).toBe(`guest ${LOCAL_WALLET_RDNS}`));
  });

  it("is loaded to restore its stored login after a reload", async () => {
    saveLogin({ address: TEST_ADDRESS, hash: "0xsig", nonce: "n1", token: "t1" }, "LOCAL", LOCAL_WALLET_RDNS);
    renderSession();
    await waitFor(() => expect(screen.getByTestId("session").textContent).toBe(`signedIn ${LOCAL_WALLET_RDNS}`), { timeout: 3000 });
    expect(session?.active?.address).toBe(TEST_ADDRESS);
  });
});
