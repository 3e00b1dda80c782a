import { EvmBatchProcessor } from "@subsquid/evm-processor";
import * as bridgeAbi from "./abi/AssetChainBridge.js";
import * as bonusAbi from "./abi/BonusManager.js";
import * as stakingAbi from "./abi/Staking.js";
import * as cashierAbi from "./abi/Cashier.js";
import * as tableAbi from "./abi/GameTable.js";
import * as decisionAbi from "./abi/DecisionTable.js";
import * as susdAbi from "./abi/SUSD.js";
import * as vaultAbi from "./abi/UsdcVault.js";

export interface ChainSettings {
  rpcUrl: string;
  startBlock: number;
  finality: number;
  headPollInterval: number;
  /** RPC requests per second; 0 for none. */
  rateLimit: number;
}

/** The contracts one processor watches (lowercase addresses). */
export interface Sources {
  bridge: string;
  bonus?: string;
  staking?: string;
  /** The game chain's cashier: its players' responsible-gaming rules. */
  cashier?: string;
  /** The chain's SUSD: every Transfer tells the wallets on both ends their balance moved. */
  token?: string;
  /** The asset chain's USDC vault: flows 1–3 (process types 1, 2, 3). */
  vault?: string;
  tables: string[];
}

const topics = (events: Record<string, { topic: string }>) => Object.values(events).map((e) => e.topic);

const c = cashierAbi.events;
/** The cashier's responsible-gaming events (its deposits and bankroll events are not indexed). */
const CASHIER_TOPICS = [c.LimitsSet, c.LimitsPending, c.PendingLimitsCancelled, c.BreakStarted, c.ResumeRequested, c.PlayResumed, c.BanSet].map((e) => e.topic);

/** Configuration only: which chain, which contracts, which events, which fields. */
export function createProcessor(s: ChainSettings, src: Sources) {
  const p = new EvmBatchProcessor()
    .setRpcEndpoint({ url: s.rpcUrl, rateLimit: s.rateLimit || undefined, maxBatchCallSize: 100 })
    .setRpcDataIngestionSettings({ headPollInterval: s.headPollInterval })
    .setFinalityConfirmation(s.finality)
    .setBlockRange({ from: s.startBlock })
    .setFields({ block: { timestamp: true }, log: { transactionHash: true } })
    .addLog({
      address: [src.bridge],
      topic0: [bridgeAbi.events.BridgeWithdrawal.topic, bridgeAbi.events.MintVoted.topic, bridgeAbi.events.BridgeMinted.topic, bridgeAbi.events.PairRegistered.topic],
    });
  if (src.bonus) p.addLog({ address: [src.bonus], topic0: topics(bonusAbi.events) });
  if (src.staking) p.addLog({ address: [src.staking], topic0: topics(stakingAbi.events) });
  if (src.token) p.addLog({ address: [src.token], topic0: [susdAbi.events.Transfer.topic] });
  if (src.vault) {
    const v = vaultAbi.events;
    p.addLog({ address: [src.vault], topic0: [v.UsdcDeposited, v.WithdrawalRequested, v.WithdrawalReleased, v.WithdrawalRejected, v.WithdrawalClaimed].map((e) => e.topic) });
  }
  if (src.cashier) p.addLog({ address: [src.cashier], topic0: CASHIER_TOPICS });
  // A table is a GameTable or a DecisionTable: the events they share have the same signatures (topics).
  if (src.tables.length) p.addLog({ address: src.tables, topic0: [...new Set([...topics(tableAbi.events), ...topics(decisionAbi.events)])] });
  return p;
}
