import type { DataHandlerContext } from "@subsquid/evm-processor";
import * as bridgeAbi from "./abi/AssetChainBridge.js";
import type { Store } from "./store/store.js";
import type { EventMeta, HandlerContext } from "./handlers/context.js";
import { onMinted, onMintVoted, onPairRegistered, onWithdrawal } from "./handlers/bridge.js";

type Ctx = DataHandlerContext<Store, { block: { timestamp: true }; log: { transactionHash: true } }>;

/** Routes every log of a batch, in chain order, to its handler. */
export async function handleBatch(ctx: Ctx, role: "asset" | "game", chainId: number): Promise<void> {
  for (const block of ctx.blocks) {
    for (const log of block.logs) {
      const meta: EventMeta = {
        role,
        chainId,
        blockNumber: block.header.height,
        timestamp: new Date(block.header.timestamp),
        txHash: log.transactionHash,
      };
      const hc: HandlerContext = { store: ctx.store, meta };
      const topic = log.topics[0];
      if (topic === bridgeAbi.events.BridgeWithdrawal.topic) await onWithdrawal(hc, bridgeAbi.events.BridgeWithdrawal.decode(log));
      else if (topic === bridgeAbi.events.MintVoted.topic) await onMintVoted(hc, bridgeAbi.events.MintVoted.decode(log));
      else if (topic === bridgeAbi.events.BridgeMinted.topic) await onMinted(hc, bridgeAbi.events.BridgeMinted.decode(log));
      else if (topic === bridgeAbi.events.PairRegistered.topic) await onPairRegistered(hc, bridgeAbi.events.PairRegistered.decode(log));
    }
  }
}
