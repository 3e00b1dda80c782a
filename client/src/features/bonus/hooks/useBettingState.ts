import { useEffect, useState } from "react";
import type { BettingState } from "../bonus-state.js";
import { readBettingState } from "../bonus-actions.js";

interface Where { assetRpcUrl: string; assetChainId: number }

/** The on-chain betting state of `user`, read again whenever `version` changes; a failed read is ignored (SPEC §8). */
export function useBettingState(cfg: Where | undefined, bonusManager: string | undefined, user: string | undefined, version: unknown): BettingState | undefined {
  const [state, setState] = useState<BettingState>();
  const rpc = cfg?.assetRpcUrl;
  const chainId = cfg?.assetChainId;
  useEffect(() => {
    if (!rpc || chainId === undefined || !bonusManager || !user) return;
    let live = true;
    readBettingState({ assetRpcUrl: rpc, assetChainId: chainId }, bonusManager, user).then(
      (s) => live && setState(s),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [rpc, chainId, bonusManager, user, version]);
  return state;
}
