import type { Store } from "../store/store.js";

/** Where an event was found: the chain's role, id, block and transaction. */
export interface EventMeta {
  role: "asset" | "game";
  chainId: number;
  blockNumber: number;
  blockHash: string;
  timestamp: Date;
  txHash: string;
}

export interface HandlerContext {
  store: Store;
  meta: EventMeta;
}
