import { useEffect, useRef, useState } from "react";
import { useSession } from "../../shared/session/SessionProvider.js";
import type { WalletDetail } from "../../shared/wallet/eip1193.js";

/**
 * The dialog's side of a WalletConnect pairing: loads the SDK, follows the pairing URI it offers
 * until the phone answers, and gives the pairing up when the dialog closes first.
 */
export function useWalletConnectPairing() {
  const { loadWalletConnect, walletConnect } = useSession();
  const [uri, setUri] = useState<string>();
  const [loading, setLoading] = useState(false);
  const stop = useRef<() => void>(undefined);

  useEffect(() => () => stop.current?.(), []);

  const start = async (): Promise<WalletDetail> => {
    setLoading(true);
    setUri(undefined);
    try {
      const { wallet, detail } = await loadWalletConnect();
      stop.current?.();
      const offUri = wallet.onUri(setUri);
      const onConnect = () => setUri(undefined);
      wallet.on("connect", onConnect);
      stop.current = () => {
        offUri();
        wallet.removeListener("connect", onConnect);
      };
      return detail;
    } finally {
      setLoading(false);
    }
  };

  return { uri, loading, start, abort: () => walletConnect?.wallet.abortPairing() };
}
