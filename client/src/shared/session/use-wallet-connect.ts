import { useCallback, useRef, useState } from "react";
import type { WalletDetail } from "../wallet/eip1193.js";
import type { WalletConnectWallet } from "../wallet/walletconnect/wallet-connect.js";
import type { WalletConnectSettings } from "../wallet/walletconnect/wallet-connect-id.js";
import type { ChainConfigQuery } from "../../gql/graphql.js";

export interface WalletConnectEntry {
  detail: WalletDetail;
  wallet: WalletConnectWallet;
}

/** The gateway's WalletConnect settings, or null where it offers none (no project id configured). */
export function walletConnectSettings(config: ChainConfigQuery["chainConfig"] | undefined, origin: string): WalletConnectSettings | null {
  if (!config?.walletConnectProjectId) return null;
  return {
    projectId: config.walletConnectProjectId,
    relayUrl: new URL(config.walletConnectRelayUrl, origin.replace(/^http/, "ws")).href,
    chainId: config.walletChainId,
    verify: config.walletConnectVerify,
    rpcUrl: new URL(config.assetRpcUrl, origin).href,
  };
}

/**
 * WalletConnect's SDK (a large chunk) loads when a player picks it, never with the lobby; one
 * provider serves the page's lifetime, each connect pairing anew while no session is open.
 */
export function useWalletConnect(config: ChainConfigQuery["chainConfig"] | undefined) {
  const [entry, setEntry] = useState<WalletConnectEntry>();
  const loading = useRef<Promise<WalletConnectEntry>>(undefined);
  const settings = walletConnectSettings(config, window.location.origin);
  const key = settings && JSON.stringify(settings);

  const load = useCallback((): Promise<WalletConnectEntry> => {
    if (!key) return Promise.reject(new Error("WalletConnect is not configured"));
    loading.current ??= import("../wallet/walletconnect/wallet-connect.js").then(
      async ({ WalletConnectWallet, walletConnectDetail }) => {
        const wallet = await WalletConnectWallet.create(JSON.parse(key) as WalletConnectSettings);
        const loaded = { wallet, detail: walletConnectDetail(wallet) };
        setEntry(loaded);
        return loaded;
      },
      (e: unknown) => {
        loading.current = undefined; // a failed download is tried again next time
        throw e;
      },
    );
    return loading.current;
  }, [key]);

  // A WalletConnect login is never restored after a reload (SPEC §4), but the SDK restores its session from
  // its own storage: end it there, or the phone keeps showing the site as connected.
  const endStoredSession = useCallback(async (): Promise<void> => {
    const { wallet } = await load();
    await wallet.disconnect();
  }, [load]);

  return { walletConnect: entry, walletConnectOffered: !!key, loadWalletConnect: load, endStoredWalletConnect: endStoredSession };
}
