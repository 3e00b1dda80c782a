import { useEffect, useRef } from "react";
import type { WalletDetail } from "../wallet/eip1193.js";
import { WALLET_CONNECT_RDNS } from "../wallet/walletconnect/wallet-connect-id.js";
import { resetUser } from "../storage/session-storage.js";
import { reloadPage } from "./reload.js";

/**
 * SPEC §4–5 for the signed-in wallet: an account change, or a chain change away from the main
 * chain, resets the user and reloads the page (a wallet repeating the current account or chain is
 * no change; a WalletConnect session is ended on the phone first); a WalletConnect session ended from the phone (session_delete) calls `onWalletDisconnect`.
 */
export function useWalletEvents(active: { detail: WalletDetail; address: string } | undefined, mainChainId: number | undefined, onWalletDisconnect: () => void): void {
  const onDisconnect = useRef(onWalletDisconnect);
  onDisconnect.current = onWalletDisconnect;

  useEffect(() => {
    const provider = active?.detail.provider;
    if (!provider?.on) return;
    const walletConnect = active!.detail.info.rdns === WALLET_CONNECT_RDNS;
    const reset = () => {
      resetUser();
      // WalletConnect's session ends on the phone before the page goes: a reload never restores it.
      if (walletConnect && provider.disconnect) void provider.disconnect().catch(() => undefined).finally(reloadPage);
      else reloadPage();
    };
    const onAccounts = (accounts: unknown) => {
      const first = Array.isArray(accounts) ? String(accounts[0] ?? "") : "";
      if (first.toLowerCase() !== active!.address.toLowerCase()) reset();
    };
    const onChain = (chainId: unknown) => {
      if (mainChainId === undefined || Number(chainId) !== mainChainId) reset();
    };
    const onEnded = () => onDisconnect.current();
    provider.on("accountsChanged", onAccounts);
    provider.on("chainChanged", onChain);
    // An extension's "disconnect" means it lost its chains, not the player's choice: only WalletConnect's ends the session.
    if (walletConnect) provider.on("disconnect", onEnded);
    return () => {
      provider.removeListener?.("accountsChanged", onAccounts);
      provider.removeListener?.("chainChanged", onChain);
      if (walletConnect) provider.removeListener?.("disconnect", onEnded);
    };
  }, [active, mainChainId]);
}
