import type { DataHandlerContext } from "@subsquid/evm-processor";
import * as bridgeAbi from "./abi/AssetChainBridge.js";
import * as bonusAbi from "./abi/BonusManager.js";
import * as stakingAbi from "./abi/Staking.js";
import * as tableAbi from "./abi/GameTable.js";
import type { Store } from "./store/store.js";
import type { EventMeta, HandlerContext } from "./handlers/context.js";
import type { Sources } from "./processor.js";
import { onMinted, onMintVoted, onPairRegistered, onWithdrawal } from "./handlers/bridge.js";
import { onBonusClaimed, onBonusVoted, onClaimAccepted, onDepositAccepted } from "./handlers/bonus.js";
import { onPoolAdded, onPoolUpdated, onRoundEnded, onRoundStarted, onStaked, onTokenClaimed, onUnstaked } from "./handlers/staking.js";
import { onBetPlaced, onBetSettled, onBettingClosed, onRoundOpened, onRoundRefunded, onRoundSettled } from "./handlers/table.js";

type Ctx = DataHandlerContext<Store, { block: { timestamp: true }; log: { transactionHash: true } }>;
interface Log { address: string; topics: string[]; data: string; logIndex: number }

async function bridgeLog(hc: HandlerContext, log: Log) {
  const e = bridgeAbi.events;
  const t = log.topics[0];
  if (t === e.BridgeWithdrawal.topic) await onWithdrawal(hc, e.BridgeWithdrawal.decode(log));
  else if (t === e.MintVoted.topic) await onMintVoted(hc, e.MintVoted.decode(log));
  else if (t === e.BridgeMinted.topic) await onMinted(hc, e.BridgeMinted.decode(log));
  else if (t === e.PairRegistered.topic) await onPairRegistered(hc, e.PairRegistered.decode(log));
}

async function bonusLog(hc: HandlerContext, log: Log) {
  const e = bonusAbi.events;
  const t = log.topics[0];
  if (t === e.Voted.topic) await onBonusVoted(hc, e.Voted.decode(log));
  else if (t === e.DepositAccepted.topic) await onDepositAccepted(hc, e.DepositAccepted.decode(log));
  else if (t === e.ClaimAccepted.topic) await onClaimAccepted(hc, e.ClaimAccepted.decode(log));
  else if (t === e.BonusClaimed.topic) await onBonusClaimed(hc, e.BonusClaimed.decode(log));
}

async function stakingLog(hc: HandlerContext, log: Log) {
  const e = stakingAbi.events;
  const t = log.topics[0];
  if (t === e.PoolAdded.topic) await onPoolAdded(hc, e.PoolAdded.decode(log));
  else if (t === e.PoolUpdated.topic) await onPoolUpdated(hc, e.PoolUpdated.decode(log));
  else if (t === e.Staked.topic) await onStaked(hc, e.Staked.decode(log));
  else if (t === e.Unstaked.topic) await onUnstaked(hc, e.Unstaked.decode(log));
  else if (t === e.RoundStarted.topic) await onRoundStarted(hc, e.RoundStarted.decode(log));
  else if (t === e.RoundEnded.topic) await onRoundEnded(hc, e.RoundEnded.decode(log));
  else if (t === e.TokenClaimed.topic) await onTokenClaimed(hc, e.TokenClaimed.decode(log), log.address, log.logIndex);
}

async function tableLog(hc: HandlerContext, log: Log) {
  const e = tableAbi.events;
  const t = log.topics[0];
  if (t === e.RoundOpened.topic) await onRoundOpened(hc, log.address, e.RoundOpened.decode(log));
  else if (t === e.BetPlaced.topic) await onBetPlaced(hc, log.address, e.BetPlaced.decode(log));
  else if (t === e.BettingClosed.topic) await onBettingClosed(hc, log.address, e.BettingClosed.decode(log));
  else if (t === e.BetSettled.topic) await onBetSettled(hc, log.address, e.BetSettled.decode(log));
  else if (t === e.RoundSettled.topic) await onRoundSettled(hc, log.address, e.RoundSettled.decode(log));
  else if (t === e.RoundRefunded.topic) await onRoundRefunded(hc, log.address, e.RoundRefunded.decode(log));
}

/** Routes every log of a batch, in chain order, to its contract's handlers. */
export async function handleBatch(ctx: Ctx, role: "asset" | "game", chainId: number, src: Sources): Promise<void> {
  const tables = new Set(src.tables);
  for (const block of ctx.blocks) {
    for (const log of block.logs) {
      const meta: EventMeta = { role, chainId, blockNumber: block.header.height, blockHash: block.header.hash, timestamp: new Date(block.header.timestamp), txHash: log.transactionHash };
      const hc: HandlerContext = { store: ctx.store, meta };
      const address = log.address.toLowerCase();
      if (address === src.bridge) await bridgeLog(hc, log);
      else if (address === src.bonus) await bonusLog(hc, log);
      else if (address === src.staking) await stakingLog(hc, log);
      else if (tables.has(address)) await tableLog(hc, log);
    }
  }
}
