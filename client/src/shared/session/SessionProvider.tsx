import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import type { JsonRpcSigner } from "ethers";
import { ChainConfigDocument, MeDocument, RequestSignInDocument, SignInDocument, SignOutDocument, type ChainConfigQuery, type MeQuery } from "../../gql/graphql.js";
import { announceWallet, useDiscoveredWallets } from "../wallet/eip6963.js";
import type { LocalWalletProvider } from "../wallet/local-wallet.js";
import { LOCAL_WALLET_RDNS } from "../wallet/local-wallet-id.js";
import type { WalletDetail } from "../wallet/eip1193.js";
import { utf8Hex } from "../wallet/utf8-hex.js";
import { requestHeaders } from "../apollo/credentials.js";
import { renewSocketLogin } from "../apollo/client.js";
import { SECRET_KEY, type LoginType } from "../storage/keys.js";
import { canRestore, clearIfNoLastLogin, readLogin, resetUser, saveLogin } from "../storage/session-storage.js";
import { NoAccountError, NoProviderError } from "./errors.js";
import { banWatch, useBanned } from "./banned.js";
import { useWalletEvents } from "./use-wallet-events.js";
import { ensureWalletChain, hexChain, type AddChainParams } from "./ensure-chain.js";
import { useWalletConnect, type WalletConnectEntry } from "./use-wallet-connect.js";
import { WALLET_CONNECT_RDNS } from "../wallet/walletconnect/wallet-connect-id.js";

export const WALLET_INIT_DELAY_MS = 200;

export type ChainConfig = ChainConfigQuery["chainConfig"];
export type Me = NonNullable<MeQuery["me"]>;

interface Active { detail: WalletDetail; address: string }

export interface Session {
  config: ChainConfig | undefined;
  /** The gateway did not answer the chain configuration: nothing can be signed in. */
  gatewayDown: boolean;
  /** The signed-in account was banned while its session was open: the session has ended (SPEC §5). */
  banned: boolean;
  wallets: WalletDetail[];
  localWallet: LocalWalletProvider | undefined;
  /** Loads the development Local wallet where the gateway offers it (its code, ethers, is not part of the lobby). */
  loadLocalWallet(): Promise<void>;
  /** True where the gateway configures WalletConnect (a project id). */
  walletConnectOffered: boolean;
  walletConnect: WalletConnectEntry | undefined;
  /** Loads WalletConnect's SDK (its own chunk) when a player picks it. */
  loadWalletConnect(): Promise<WalletConnectEntry>;
  active: Active | undefined;
  status: "initializing" | "guest" | "signing" | "signedIn";
  me: Me | null;
  /** True once a signed-in wallet's user record has been fetched (it may be null: not registered). */
  meLoaded: boolean;
  refetchMe(): Promise<unknown>;
  connect(detail: WalletDetail): Promise<void>;
  disconnect(): Promise<void>;
  signer(): Promise<JsonRpcSigner>;
  secret(): Promise<string>;
}

/** Exported for tests, which provide a fixed session. */
export const SessionContext = createContext<Session | null>(null);

const loginTypeOf = (d: WalletDetail): LoginType => (d.info.rdns === LOCAL_WALLET_RDNS ? "LOCAL" : d.info.rdns === WALLET_CONNECT_RDNS ? "WALLET_CONNECT" : "METAMASK");

/** The local development chain, for a wallet that does not know it yet; production's chain 1 every wallet knows. */
function localChain(config: ChainConfig): AddChainParams | undefined {
  if (config.walletChainId === 1 || config.walletChainId !== config.assetChainId) return undefined;
  return { chainId: hexChain(config.walletChainId), chainName: "Sunrise local chain", rpcUrls: [new URL(config.assetRpcUrl, window.location.origin).href], nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 } };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const { data: cfgData, error: cfgError, loading: cfgLoading } = useQuery(ChainConfigDocument);
  const config = cfgData?.chainConfig;
  const discovered = useDiscoveredWallets();
  const [localWallet, setLocalWallet] = useState<LocalWalletProvider>();
  const [active, setActive] = useState<Active>();
  const [status, setStatus] = useState<Session["status"]>("initializing");
  // Live updates follow the login: a socket opened before a sign-in (or sign-out) connects again as the new viewer.
  useEffect(() => {
    if (status !== "initializing") renewSocketLogin();
  }, [status]);
  const meQuery = useQuery(MeDocument, { skip: status !== "signedIn" });
  const walletsRef = useRef<WalletDetail[]>([]);
  /** Set by disconnect: a restore still under way must not bring the ended session back. */
  const endedRef = useRef(false);
  const disconnectRef = useRef<() => Promise<void>>(() => Promise.resolve());
  const localLoad = useRef<Promise<void>>(undefined);
  const stopLocal = useRef<() => void>(undefined);
  const { walletConnect, walletConnectOffered, loadWalletConnect, endStoredWalletConnect } = useWalletConnect(config);
  walletsRef.current = discovered;

  // The Local wallet exists only where the gateway allows it (development); its code (ethers) loads when
  // the wallet picker opens or its stored login is restored, never with a guest's lobby.
  const loadLocalWallet = useCallback((): Promise<void> => {
    if (!config?.devWallet) return Promise.resolve();
    localLoad.current ??= import("../wallet/local-wallet.js").then(
      ({ LocalWalletProvider, localWalletDetail }) => {
        const wallet = new LocalWalletProvider(new URL(config.assetRpcUrl, window.location.origin).href, config.assetChainId);
        setLocalWallet(wallet);
        stopLocal.current = announceWallet(localWalletDetail(wallet));
      },
      (e: unknown) => {
        localLoad.current = undefined; // a failed download is tried again next time
        throw e;
      },
    );
    return localLoad.current;
  }, [config]);
  useEffect(() => () => stopLocal.current?.(), []);

  useWalletEvents(active, config?.walletChainId, () => {
    if (!endedRef.current) void disconnectRef.current();
  });

  // Without the gateway nothing can be signed in: show the guest view instead of waiting forever.
  useEffect(() => {
    if (cfgError && !config) setStatus((s) => (s === "initializing" ? "guest" : s));
  }, [cfgError, config]);

  // SPEC §4 startup: after 200 ms, restore the stored login only for the same injected wallet and account.
  // It runs once per page: the configuration is asked again after a sign-out's store reset, and a second
  // restore would turn a sign-in under way back into a guest's session.
  const restoreStarted = useRef(false);
  useEffect(() => {
    if (!config || restoreStarted.current) return;
    const timer = setTimeout(async () => {
      restoreStarted.current = true;
      clearIfNoLastLogin();
      const stored = readLogin();
      if (!stored) return setStatus((s) => (s === "initializing" ? "guest" : s));
      const localReady = stored.walletId === LOCAL_WALLET_RDNS ? loadLocalWallet().catch(() => undefined) : undefined;
      await new Promise((r) => setTimeout(r, 300)); // give wallets time to announce themselves
      if (localReady) {
        await localReady;
        for (let i = 0; i < 20 && !walletsRef.current.some((w) => w.info.rdns === LOCAL_WALLET_RDNS); i++) await new Promise((r) => setTimeout(r, 50));
      }
      const detail = walletsRef.current.find((w) => w.info.rdns === stored.walletId);
      const accounts = detail ? ((await detail.provider.request({ method: "eth_accounts" }).catch(() => [])) as string[]) : [];
      if (endedRef.current) return setStatus("guest");
      if (detail && canRestore(stored, accounts[0])) {
        setActive({ detail, address: stored.login.address });
        setStatus("signedIn");
      } else {
        resetUser();
        setStatus("guest");
        if (stored.type === "WALLET_CONNECT") await endStoredWalletConnect().catch(() => undefined);
      }
    }, WALLET_INIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [config, loadLocalWallet, endStoredWalletConnect]);

  const connect = useCallback(
    async (detail: WalletDetail) => {
      if (!detail.provider) throw new NoProviderError();
      if (!config) throw new Error("The gateway's chain configuration is unavailable");
      endedRef.current = false;
      banWatch.clear();
      setStatus("signing");
      try {
        const { provider } = detail;
        const accounts = (await provider.request({ method: "eth_requestAccounts" })) as string[];
        const address = accounts[0];
        if (!address) throw new NoAccountError();
        const chainId = await ensureWalletChain(provider, config.walletChainId, localChain(config));
        const challenge = await client.mutate({ mutation: RequestSignInDocument, variables: { address, chainId } });
        const { message, nonce } = challenge.data!.requestSignIn;
        const signature = (await provider.request({ method: "personal_sign", params: [utf8Hex(message), address] })) as string;
        const session = await client.mutate({ mutation: SignInDocument, variables: { message, signature } });
        const s = session.data!.signIn;
        saveLogin({ address: s.address, hash: signature, nonce, token: s.token }, loginTypeOf(detail), detail.info.rdns);
        setActive({ detail, address: s.address });
        setStatus("signedIn");
        await client.refetchQueries({ include: "active" });
      } catch (e) {
        setStatus("guest");
        throw e;
      }
    },
    [client, config],
  );

  // Ends the session at once, even one still being restored: the stored login goes first (so a reload
  // cannot restore it), the gateway's session next, with the credentials read before they were cleared.
  const disconnect = useCallback(async () => {
    endedRef.current = true;
    const headers = requestHeaders();
    resetUser();
    await client.mutate({ mutation: SignOutDocument, context: { headers } }).catch(() => undefined);
    resetUser();
    setActive(undefined);
    setStatus("guest");
    // A WalletConnect session ends on the phone too (a no-op when the phone ended it).
    if (active?.detail.info.rdns === WALLET_CONNECT_RDNS) await walletConnect?.wallet.disconnect();
    // Drops the player's data and asks again as a guest; a query cut short by the reset (the chain
    // configuration, when /disconnect is the page loaded) is asked again too, not left as failed.
    await client.resetStore().catch(() => undefined);
  }, [client, active, walletConnect]);

  disconnectRef.current = disconnect;

  // A request refused for a ban ends the session, as a sign-out would.
  const banned = useBanned(useCallback(() => void disconnect(), [disconnect]));

  const signer = useCallback(async () => {
    if (!active) throw new NoAccountError();
    const { BrowserProvider } = await import("ethers");
    return new BrowserProvider(active.detail.provider, undefined, { cacheTimeout: -1 }).getSigner(active.address);
  }, [active]);

  /** The secret that decrypts the game wallet: kept for this tab only, else signed for again. */
  const secret = useCallback(async () => {
    const cached = sessionStorage.getItem(SECRET_KEY);
    if (cached) return cached;
    if (!active) throw new NoAccountError();
    const { deriveSecret, secretMessage } = await import("../wallet/sunc-crypto.js");
    const signature = (await active.detail.provider.request({ method: "personal_sign", params: [utf8Hex(secretMessage(active.address)), active.address] })) as string;
    const derived = deriveSecret(signature);
    sessionStorage.setItem(SECRET_KEY, derived);
    return derived;
  }, [active]);

  const value = useMemo<Session>(
    () => ({
      config,
      gatewayDown: !!cfgError && !config && !cfgLoading,
      banned,
      wallets: discovered,
      localWallet,
      loadLocalWallet,
      walletConnectOffered,
      walletConnect,
      loadWalletConnect,
      active,
      status,
      me: status === "signedIn" ? (meQuery.data?.me ?? null) : null,
      meLoaded: status === "signedIn" && !meQuery.loading && meQuery.data !== undefined,
      refetchMe: () => meQuery.refetch(),
      connect,
      disconnect,
      signer,
      secret,
    }),
    [config, cfgError, cfgLoading, banned, discovered, localWallet, loadLocalWallet, walletConnectOffered, walletConnect, loadWalletConnect, active, status, meQuery, connect, disconnect, signer, secret],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error("useSession outside SessionProvider");
  return s;
}
