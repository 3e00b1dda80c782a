import { useEffect, useState } from "react";
import type { WalletDetail } from "./eip1193.js";

/** EIP-6963: ask injected wallets to announce themselves and collect them by uuid. */
export function discoverWallets(onChange: (wallets: WalletDetail[]) => void): () => void {
  const found = new Map<string, WalletDetail>();
  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<WalletDetail>).detail;
    if (!detail?.info?.uuid || found.has(detail.info.uuid)) return;
    found.set(detail.info.uuid, detail);
    onChange([...found.values()]);
  };
  window.addEventListener("eip6963:announceProvider", onAnnounce);
  window.dispatchEvent(new Event("eip6963:requestProvider"));
  return () => window.removeEventListener("eip6963:announceProvider", onAnnounce);
}

export function useDiscoveredWallets(): WalletDetail[] {
  const [wallets, setWallets] = useState<WalletDetail[]>([]);
  useEffect(() => discoverWallets(setWallets), []);
  return wallets;
}

/** Announces a provider the app itself offers (the development Local wallet) the EIP-6963 way. */
export function announceWallet(detail: WalletDetail): () => void {
  const announce = () => window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: Object.freeze(detail) }));
  window.addEventListener("eip6963:requestProvider", announce);
  announce();
  return () => window.removeEventListener("eip6963:requestProvider", announce);
}
