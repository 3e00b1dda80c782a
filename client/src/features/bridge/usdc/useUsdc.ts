import { useCallback, useEffect, useState } from "react";
import { useQuery, useSubscription } from "@apollo/client/react";
import { Contract } from "ethers";
import susdAbi from "@sunrise/contracts/abi/SUSD.json";
import { BridgeProcessesDocument, BridgeProcessUpdatedDocument, ReservesDocument, UsdcConfigDocument } from "../../../gql/graphql.js";
import { useSession } from "../../../shared/session/SessionProvider.js";
import { chainProvider as provider } from "../../../shared/wallet/game-signer.js";
import { USDC_TYPES } from "../process-types.js";
import { usdcBalanceOf, type UsdcAddresses } from "./usdc-actions.js";

/** The reserves figure is read again this often even when nothing of the player's moves. */
export const RESERVES_POLL_MS = 15_000;

/** The USDC token and vault from chainConfig, or null where the deployment has none. */
export function useUsdcAddresses(): UsdcAddresses | null {
  const q = useQuery(UsdcConfigDocument, { fetchPolicy: "cache-first" });
  const c = q.data?.chainConfig;
  return c?.usdc && c.usdcVault ? { usdc: c.usdc, usdcVault: c.usdcVault } : null;
}

/** The player's USDC balance and the vault's USDC allowance, read from the asset chain; `refresh` reads both again. */
export function useUsdcWallet(a: UsdcAddresses | null) {
  const { config: cfg, active } = useSession();
  const [state, setState] = useState<{ balance: bigint; allowance: bigint } | null>(null);
  const owner = active?.address;
  const refresh = useCallback(async () => {
    if (!a || !cfg || !owner) return;
    const p = provider(cfg.assetRpcUrl, cfg.assetChainId);
    try {
      const [balance, allowance] = await Promise.all([
        usdcBalanceOf(cfg, a, owner),
        new Contract(a.usdc, susdAbi, p).getFunction("allowance")(owner, a.usdcVault) as Promise<bigint>,
      ]);
      setState({ balance, allowance });
    } catch {
      // The chain is unreachable: keep what was last read.
    } finally {
      p.destroy();
    }
  }, [a?.usdc, a?.usdcVault, cfg, owner]);
  useEffect(() => void refresh(), [refresh]);
  return { balance: state?.balance, allowance: state?.allowance ?? 0n, refresh };
}

/** The player's USDC processes (types 1, 2, 3), newest first, live through bridgeProcessUpdated. */
export function useUsdcProcesses(onUpdate?: () => void) {
  const { status } = useSession();
  const q = useQuery(BridgeProcessesDocument, {
    skip: status !== "signedIn",
    variables: { filter: { processTypes: USDC_TYPES }, limit: 100 },
    fetchPolicy: "cache-and-network",
    // Each read is a request of its own: one asked for by an update must not join a read still in flight from
    // before it (that answer, older than the update, would land last and show a claimed withdrawal as claimable).
    context: { queryDeduplication: false },
  });
  useSubscription(BridgeProcessUpdatedDocument, {
    skip: status !== "signedIn",
    onData: ({ data }) => {
      const p = data.data?.bridgeProcessUpdated;
      if (p && USDC_TYPES.includes(p.processType)) {
        void q.refetch();
        onUpdate?.();
      }
    },
  });
  return { rows: q.data?.bridgeProcesses ?? [], refetch: () => q.refetch() };
}

/** Proof of reserves, polled and read again whenever the caller says something moved. */
export function useReserves() {
  const q = useQuery(ReservesDocument, { pollInterval: RESERVES_POLL_MS, fetchPolicy: "cache-and-network" });
  return { reserves: q.data?.reserves, refetch: () => q.refetch() };
}
