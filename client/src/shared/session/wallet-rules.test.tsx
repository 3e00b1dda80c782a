import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook, screen, waitFor } from "@testing-library/react";
import { MockedProvider } from "@apollo/client/testing/react";
import { ChainConfigDocument, MeDocument } from "../../gql/graphql.js";
import { renderWithIntl } from "../../testing/render.js";
import { TEST_ADDRESS, testConfig, testUser } from "../../testing/session.js";
import { StorageKey } from "../storage/keys.js";
import { saveLogin } from "../storage/session-storage.js";
import { announceWallet } from "../wallet/eip6963.js";
import { WALLET_CONNECT_RDNS } from "../wallet/walletconnect/wallet-connect-id.js";
import { WalletConnectWallet } from "../wallet/walletconnect/wallet-connect.js";
import { reloadPage } from "./reload.js";
import { useWalletEvents } from "./use-wallet-events.js";
import { SessionProvider, useSession, WALLET_INIT_DELAY_MS, type Session } from "./SessionProvider.js";
import { WrongNetworkError } from "./errors.js";

vi.mock("./reload.js", () => ({ reloadPage: vi.fn() }));
/** WalletConnect's SDK as the session sees it: a provider restored from the SDK's storage, whose session a test can end. */
const wcDisconnect = vi.fn(async () => undefined);
vi.mock("../wallet/walletconnect/wallet-connect.js", () => ({
  WalletConnectWallet: { create: vi.fn(async () => ({ disconnect: wcDisconnect, request: async () => [], on: () => undefined, removeListener: () => undefined })) },
  walletConnectDetail: (provider: unknown) => ({ info: { uuid: "walletconnect", name: "WalletConnect", icon: "", rdns: "walletconnect" }, provider }),
}));

const OTHER = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";
const RDNS = "io.metamask";
type Listener = (...args: unknown[]) => void;

/** A fake extension wallet (EIP-1193) on `chain` with `account`, whose events a test can fire. */
function fakeExtension(account: string, chain = testConfig.walletChainId) {
  const listeners = new Map<string, Set<Listener>>();
  const requests: { method: string; at: number }[] = [];
  const provider = {
    request: async ({ method }: { method: string }) => {
      requests.push({ method, at: Date.now() });
      if (method === "eth_accounts" || method === "eth_requestAccounts") return [account];
      if (method === "eth_chainId") return `0x${chain.toString(16)}`;
      if (method === "wallet_switchEthereumChain") throw Object.assign(new Error("Unrecognized chain"), { code: 4902 });
      if (method === "wallet_addEthereumChain") throw Object.assign(new Error("User rejected"), { code: 4001 });
      throw new Error(`unexpected ${method}`);
    },
    on: (event: string, l: Listener) => void (listeners.get(event) ?? listeners.set(event, new Set()).get(event)!).add(l),
    removeListener: (event: string, l: Listener) => void listeners.get(event)?.delete(l),
  };
  const emit = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((l) => l(...args));
  const stop = announceWallet({ info: { uuid: "fake-extension", name: "Fake", icon: "", rdns: RDNS }, provider });
  const listening = (event: string) => (listeners.get(event)?.size ?? 0) > 0;
  return { provider, requests, emit, listening, stop };
}

let session: Session | undefined;
function Status() {
  session = useSession();
  return <output data-testid="session">{session.status}</output>;
}

let rendered = 0;
function renderSession(config: Partial<typeof testConfig> = {}) {
  const mocks = [
    { request: { query: ChainConfigDocument }, result: { data: { chainConfig: { __typename: "ChainConfig" as const, ...testConfig, devWallet: false, ...config } } }, maxUsageCount: Infinity },
    { request: { query: MeDocument }, result: { data: { me: { __typename: "User" as const, ...testUser() } } }, maxUsageCount: Infinity },
  ];
  rendered = Date.now();
  return renderWithIntl(<MockedProvider mocks={mocks}><SessionProvider><Status /></SessionProvider></MockedProvider>);
}
const statusIs = (s: string) => waitFor(() => expect(screen.getByTestId("session").textContent).toBe(s), { timeout: 3000 });
const storedLogin = () => localStorage.getItem(StorageKey.hashAndNonce);
const saveExtensionLogin = (type: "METAMASK" | "WALLET_CONNECT" = "METAMASK", walletId = RDNS) =>
  saveLogin({ address: TEST_ADDRESS, hash: "0xsig", nonce: "n1", token: "t1" }, type, walletId);

let wallet: ReturnType<typeof fakeExtension> | undefined;
beforeEach(() => {
  localStorage.clear();
  vi.mocked(reloadPage).mockClear();
  wcDisconnect.mockClear();
  vi.mocked(WalletConnectWallet.create).mockClear();
});
afterEach(() => {
  wallet?.stop();
  wallet = undefined;
  session = undefined;
});

describe("restoring a stored login (SPEC §4)", () => {
  it("restores it for the extension wallet whose current account is the stored one, after the 200 ms init delay", async () => {
    saveExtensionLogin();
    wallet = fakeExtension(TEST_ADDRESS);
    renderSession();
    await statusIs("signedIn");
    expect(session?.active?.address).toBe(TEST_ADDRESS);
    const first = wallet.requests.find((r) => r.method === "eth_accounts");
    expect(first!.at - rendered).toBeGreaterThanOrEqual(WALLET_INIT_DELAY_MS);
    expect(WALLET_INIT_DELAY_MS).toBe(200);
  });

  it("resets the user when the extension's current account is another", async () => {
    saveExtensionLogin();
    wallet = fakeExtension(OTHER);
    renderSession();
    await statusIs("guest");
    expect(storedLogin()).toBeNull();
    expect(localStorage.getItem(StorageKey.loginType)).toBeNull();
  });

  it("never restores a WalletConnect login, even for the same account", async () => {
    saveExtensionLogin("WALLET_CONNECT", WALLET_CONNECT_RDNS);
    wallet = fakeExtension(TEST_ADDRESS);
    renderSession();
    await statusIs("guest");
    expect(storedLogin()).toBeNull();
  });

  it("ends the session WalletConnect's SDK kept when it resets a WalletConnect login, so the phone sees it end", async () => {
    saveExtensionLogin("WALLET_CONNECT", WALLET_CONNECT_RDNS);
    renderSession({ walletConnectProjectId: "test-project" });
    await statusIs("guest");
    await waitFor(() => expect(wcDisconnect).toHaveBeenCalledTimes(1));
    expect(WalletConnectWallet.create).toHaveBeenCalledWith(expect.objectContaining({ projectId: "test-project", chainId: testConfig.walletChainId }));
    expect(storedLogin()).toBeNull();
  });

  it("leaves WalletConnect's SDK unloaded when it resets an extension login", async () => {
    saveExtensionLogin();
    wallet = fakeExtension(OTHER);
    renderSession({ walletConnectProjectId: "test-project" });
    await statusIs("guest");
    expect(WalletConnectWallet.create).not.toHaveBeenCalled();
  });

  it("clears local storage at startup when there is no last-login entry (the language, a referral code and popup counts excepted)", async () => {
    localStorage.setItem("anything", "x");
    localStorage.setItem(StorageKey.hashAndNonce, "{}");
    renderSession();
    await statusIs("guest");
    expect(localStorage.length).toBe(0);
  });
});

describe("a sign-in started just after a sign-out", () => {
  it("stays a sign-in while the sign-out's store reset asks for the configuration again", async () => {
    renderSession();
    await statusIs("guest");
    await act(() => session!.disconnect());
    // A wallet still waiting for the player: the sign-in stays open for as long as the test looks.
    const waiting = { request: () => new Promise(() => undefined) };
    act(() => void session!.connect({ info: { uuid: "waiting", name: "Waiting", icon: "", rdns: RDNS }, provider: waiting }).catch(() => undefined));
    await statusIs("signing");
    await new Promise((r) => setTimeout(r, WALLET_INIT_DELAY_MS + 600));
    expect(screen.getByTestId("session").textContent).toBe("signing");
  });
});

describe("the signed-in wallet's events (SPEC §4–5)", () => {
  async function signedIn() {
    saveExtensionLogin();
    wallet = fakeExtension(TEST_ADDRESS);
    renderSession();
    await statusIs("signedIn");
    // The session follows the wallet's events from its effect, which may run just after the render shows "signedIn".
    const w = wallet;
    await waitFor(() => expect(w.listening("accountsChanged") && w.listening("chainChanged")).toBe(true));
    return w;
  }

  it("resets the user and reloads on an account change", async () => {
    const w = await signedIn();
    act(() => w.emit("accountsChanged", [TEST_ADDRESS.toLowerCase()]));
    expect(reloadPage).not.toHaveBeenCalled();
    act(() => w.emit("accountsChanged", [OTHER]));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(storedLogin()).toBeNull();
  });

  it("resets the user and reloads on a chain change away from the main chain, not on one to it", async () => {
    const w = await signedIn();
    act(() => w.emit("chainChanged", `0x${testConfig.walletChainId.toString(16)}`));
    expect(reloadPage).not.toHaveBeenCalled();
    act(() => w.emit("chainChanged", "0x1"));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(storedLogin()).toBeNull();
  });
});

describe("a WalletConnect wallet's account or chain change", () => {
  it("ends the session on the phone, then resets the user and reloads", async () => {
    saveExtensionLogin("WALLET_CONNECT", WALLET_CONNECT_RDNS);
    const listeners = new Map<string, Listener>();
    let endSession: () => void = () => undefined;
    const provider = {
      request: async () => [],
      on: (event: string, l: Listener) => void listeners.set(event, l),
      removeListener: () => undefined,
      disconnect: vi.fn(() => new Promise<void>((ok) => (endSession = ok))),
    };
    const active = { detail: { info: { uuid: "walletconnect", name: "WalletConnect", icon: "", rdns: WALLET_CONNECT_RDNS }, provider }, address: TEST_ADDRESS };
    renderHook(() => useWalletEvents(active, testConfig.walletChainId, () => undefined));
    act(() => listeners.get("accountsChanged")!([OTHER]));
    expect(provider.disconnect).toHaveBeenCalledTimes(1);
    expect(storedLogin()).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled(); // not before the phone was told
    await act(async () => endSession());
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe("connecting on another chain (SPEC §5)", () => {
  it("asks to switch, then to add the local chain, and fails with Wrong network when refused", async () => {
    wallet = fakeExtension(TEST_ADDRESS, 1);
    renderSession();
    await statusIs("guest");
    const detail = session!.wallets.find((w) => w.info.rdns === RDNS)!;
    await expect(act(() => session!.connect(detail))).rejects.toBeInstanceOf(WrongNetworkError);
    expect(wallet.requests.map((r) => r.method)).toEqual(["eth_requestAccounts", "eth_chainId", "wallet_switchEthereumChain", "wallet_addEthereumChain", "eth_chainId"]);
    await statusIs("guest");
  });
});
