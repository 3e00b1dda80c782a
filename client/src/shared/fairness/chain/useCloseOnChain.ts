import { useEffect, useState } from "react";
import type { InterfaceAbi } from "ethers";
import { useSession } from "../../session/SessionProvider.js";
import { chainProvider } from "../../wallet/game-signer.js";
import { readCloseOnChain, type CloseOnChain } from "./close-on-chain.js";

export type CloseRead = { status: "reading" } | { status: "read"; close: CloseOnChain } | { status: "unavailable" };

/** The round's close read from the game chain through the gateway's RPC proxy, once per round. */
export function useCloseOnChain(table: string | null | undefined, roundId: number, abi?: InterfaceAbi): CloseRead {
  const config = useSession().config;
  const [read, setRead] = useState<CloseRead>({ status: "reading" });
  useEffect(() => {
    if (!table || !config) {
      setRead({ status: "unavailable" });
      return;
    }
    let live = true;
    setRead({ status: "reading" });
    readCloseOnChain(chainProvider(config.gameRpcUrl, config.gameChainId), table, roundId, abi).then(
      (close) => live && setRead(close ? { status: "read", close } : { status: "unavailable" }),
      () => live && setRead({ status: "unavailable" }),
    );
    return () => {
      live = false;
    };
  }, [table, roundId, config, abi]);
  return read;
}
