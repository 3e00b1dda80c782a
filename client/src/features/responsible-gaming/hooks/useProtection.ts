import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSubscription } from "@apollo/client/react";
import { TableBalanceChangedDocument } from "../../../gql/graphql.js";
import { useSession } from "../../../shared/session/SessionProvider.js";
import { chainProvider } from "../../../shared/wallet/game-signer.js";
import { cashierAt, readProtection, type Protection } from "../chain/cashier-chain.js";
import { useCashierAddress } from "./useCashierAddress.js";

/** A modest refresh besides the pushes, so a window that resets or a pending change that applies shows without a bet. */
export const PROTECTION_POLL_MS = 30_000;

/**
 * The signed-in player's limits, usage and breaks, read from the Cashier over the game chain; read
 * again after each balance change (a bet placed or settled) and every 30 s.
 */
export function useProtection() {
  const { status, me, config } = useSession();
  const wallet = status === "signedIn" ? (me?.sunc?.address ?? null) : null;
  const main = status === "signedIn" ? (me?.address ?? null) : null;
  const provider = useMemo(() => (config ? chainProvider(config.gameRpcUrl, config.gameChainId) : null), [config]);
  const cashier = useCashierAddress(provider);
  const [data, setData] = useState<Protection | null>(null);
  const [failed, setFailed] = useState(false);
  const seq = useRef(0);

  const reload = useCallback(async () => {
    if (!wallet || !provider || !cashier.address) return;
    const mine = ++seq.current;
    try {
      const next = await readProtection(cashierAt(cashier.address, provider), wallet, main ?? undefined);
      if (mine === seq.current) {
        setData(next);
        setFailed(false);
      }
    } catch {
      if (mine === seq.current) setFailed(true);
    }
  }, [wallet, main, provider, cashier.address]);

  useEffect(() => {
    void reload();
    const timer = setInterval(() => void reload(), PROTECTION_POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);
  useSubscription(TableBalanceChangedDocument, { skip: !wallet, onData: () => void reload() });

  return { data, failed: failed || cashier.failed, cashier: cashier.address, wallet, reload };
}
