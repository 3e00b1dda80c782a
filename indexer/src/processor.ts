import { EvmBatchProcessor } from "@subsquid/evm-processor";
import * as bridgeAbi from "./abi/AssetChainBridge.js";

export interface ChainSettings {
  rpcUrl: string;
  startBlock: number;
  finality: number;
  headPollInterval: number;
  rateLimit: number;
  bridge: string;
}

/** Configuration only: which chain, which contracts, which events, which fields. */
export function createProcessor(s: ChainSettings) {
  return new EvmBatchProcessor()
    .setRpcEndpoint({ url: s.rpcUrl, rateLimit: s.rateLimit, maxBatchCallSize: 100 })
    .setRpcDataIngestionSettings({ headPollInterval: s.headPollInterval })
    .setFinalityConfirmation(s.finality)
    .setBlockRange({ from: s.startBlock })
    .setFields({ block: { timestamp: true }, log: { transactionHash: true } })
    .addLog({
      address: [s.bridge.toLowerCase()],
      topic0: [
        bridgeAbi.events.BridgeWithdrawal.topic,
        bridgeAbi.events.MintVoted.topic,
        bridgeAbi.events.BridgeMinted.topic,
        bridgeAbi.events.PairRegistered.topic,
      ],
    });
}

export type Processor = ReturnType<typeof createProcessor>;
