import { decoded } from "./decoded.js";
import { decodeBetPlaced } from "./hex-decoders.js";
import type { DataHandlerContext } from "@subsquid/evm-processor";
import * as bridgeAbi from "./abi/AssetChainBridge.js";
import * as bonusAbi from "./abi/BonusManager.js";
import * as stakingAbi from "./abi/Staking.js";
import * as cashierAbi from "./abi/Cashier.js";
import * as tableAbi from "./abi/GameTable.js";
import * as decisionAbi from "./abi/DecisionTable.js";
import * as susdAbi from "./abi/SUSD.js";
import * as vaultAbi from "./abi/UsdcVault.js";
import { TableBet, TableDecision, TableRound, TableShoe } from "@sunrise/db";
import type { Store } from "./store/store.js";
import type { HandlerContext } from "./handlers/context.js";
import type { Sources } from "./processor.js";
import { BatchRollups } from "./rollups/batch-rollups.js";
import { BatchRankings } from "./rankings/batch-rankings.js";
import { BatchBets } from "./batch-bets.js";
import { onMinted, onMintVoted, onPairRegistered, onWithdrawal } from "./handlers/bridge.js";
import { onBonusClaimed, onBonusVoted, onClaimAccepted, onDepositAccepted } from "./handlers/bonus.js";
import { onBanSet, onBreakStarted, onLimitsPending, onPendingLimitsCancelled, onPlayResumed, onProtectionLimitsSet, onResumeRequested } from "./handlers/cashier.js";
import { onPoolAdded, onPoolUpdated, onRoundEnded, onRoundStarted, onStaked, onTokenClaimed, onUnstaked } from "./handlers/staking.js";
import { onBetPlaced, onBettingClosed, onLimitsSet, onPagePaid, onPausedChanged, onPlayerSeed, onRoundCardsProven, onRoundForfeited, onRoundOpened, onRoundRefunded, onRoundRevealed, onRoundSettled } from "./handlers/table.js";
import { onShoeAbandoned, onShoeDealing, onShoeFinished, onShoeRevealed, onShoeStarted } from "./handlers/table-shoe.js";
import { onTokenTransfer } from "./handlers/token.js";
import { onUsdcDeposited, onWithdrawalClaimed, onWithdrawalRejected, onWithdrawalReleased, onWithdrawalRequested } from "./handlers/usdc-vault.js";
import { onCardsProven, onDecision, onDecisionsRelayed, onRoundDealt, onWindowOpened } from "./handlers/decision-table.js";
import { DECISION_TOPICS, decisionsOf } from "./decisions.js";

type Ctx = DataHandlerContext<Store, { block: { timestamp: true }; log: { transactionHash: true } }>;
interface Log { address: string; topics: string[]; data: string; logIndex: number }

async function bridgeLog(hc: HandlerContext, log: Log) {
  const e = bridgeAbi.events;
  const t = log.topics[0];
  if (t === e.BridgeWithdrawal.topic) await onWithdrawal(hc, decoded(e.BridgeWithdrawal, log));
  else if (t === e.MintVoted.topic) await onMintVoted(hc, decoded(e.MintVoted, log));
  else if (t === e.BridgeMinted.topic) await onMinted(hc, decoded(e.BridgeMinted, log));
  else if (t === e.PairRegistered.topic) await onPairRegistered(hc, decoded(e.PairRegistered, log));
}

async function vaultLog(hc: HandlerContext, log: Log) {
  const e = vaultAbi.events;
  const t = log.topics[0];
  if (t === e.UsdcDeposited.topic) await onUsdcDeposited(hc, decoded(e.UsdcDeposited, log));
  else if (t === e.WithdrawalRequested.topic) await onWithdrawalRequested(hc, decoded(e.WithdrawalRequested, log));
  else if (t === e.WithdrawalReleased.topic) await onWithdrawalReleased(hc, decoded(e.WithdrawalReleased, log));
  else if (t === e.WithdrawalRejected.topic) await onWithdrawalRejected(hc, decoded(e.WithdrawalRejected, log));
  else if (t === e.WithdrawalClaimed.topic) await onWithdrawalClaimed(hc, decoded(e.WithdrawalClaimed, log));
}

async function bonusLog(hc: HandlerContext, log: Log) {
  const e = bonusAbi.events;
  const t = log.topics[0];
  if (t === e.Voted.topic) await onBonusVoted(hc, decoded(e.Voted, log));
  else if (t === e.DepositAccepted.topic) await onDepositAccepted(hc, decoded(e.DepositAccepted, log));
  else if (t === e.ClaimAccepted.topic) await onClaimAccepted(hc, decoded(e.ClaimAccepted, log));
  else if (t === e.BonusClaimed.topic) await onBonusClaimed(hc, decoded(e.BonusClaimed, log));
}

async function stakingLog(hc: HandlerContext, log: Log) {
  const e = stakingAbi.events;
  const t = log.topics[0];
  if (t === e.PoolAdded.topic) await onPoolAdded(hc, decoded(e.PoolAdded, log));
  else if (t === e.PoolUpdated.topic) await onPoolUpdated(hc, decoded(e.PoolUpdated, log));
  else if (t === e.Staked.topic) await onStaked(hc, decoded(e.Staked, log));
  else if (t === e.Unstaked.topic) await onUnstaked(hc, decoded(e.Unstaked, log));
  else if (t === e.RoundStarted.topic) await onRoundStarted(hc, decoded(e.RoundStarted, log));
  else if (t === e.RoundEnded.topic) await onRoundEnded(hc, decoded(e.RoundEnded, log));
  else if (t === e.TokenClaimed.topic) await onTokenClaimed(hc, decoded(e.TokenClaimed, log), log.address, log.logIndex);
}

async function cashierLog(hc: HandlerContext, log: Log) {
  const e = cashierAbi.events;
  const t = log.topics[0];
  const i = log.logIndex;
  if (t === e.LimitsSet.topic) await onProtectionLimitsSet(hc, i, decoded(e.LimitsSet, log));
  else if (t === e.LimitsPending.topic) await onLimitsPending(hc, i, decoded(e.LimitsPending, log));
  else if (t === e.PendingLimitsCancelled.topic) await onPendingLimitsCancelled(hc, i, decoded(e.PendingLimitsCancelled, log));
  else if (t === e.BreakStarted.topic) await onBreakStarted(hc, i, decoded(e.BreakStarted, log));
  else if (t === e.ResumeRequested.topic) await onResumeRequested(hc, i, decoded(e.ResumeRequested, log));
  else if (t === e.PlayResumed.topic) await onPlayResumed(hc, i, decoded(e.PlayResumed, log));
  else if (t === e.BanSet.topic) await onBanSet(hc, i, decoded(e.BanSet, log));
}

/** What a table event's handler reads, asked for before the batch's handlers run so one query per table loads it all. */
function tablePrefetch(store: Store, log: Log): void {
  const e = tableAbi.events;
  const t = log.topics[0];
  const table = log.address.toLowerCase();
  const round = (roundId: bigint) => store.batch.want(TableRound, `${table}:${roundId}`);
  const shoe = (shoeId: bigint) => store.batch.want(TableShoe, `${table}:${shoeId}`);
  if (t === e.RoundOpened.topic) round(decoded(e.RoundOpened, log).roundId);
  else if (t === e.PlayerSeed.topic) round(decoded(e.PlayerSeed, log).roundId);
  else if (t === e.BettingClosed.topic) round(decoded(e.BettingClosed, log).roundId);
  else if (t === e.RoundRevealed.topic) round(decoded(e.RoundRevealed, log).roundId);
  else if (t === e.RoundSettled.topic) round(decoded(e.RoundSettled, log).roundId);
  else if (t === e.RoundForfeited.topic) round(decoded(e.RoundForfeited, log).roundId);
  else if (t === e.RoundRefunded.topic) round(decoded(e.RoundRefunded, log).roundId);
  else if (t === e.PagePaid.topic) {
    // Every bet of the page: the handler takes each winner's player from its row.
    const ev = decoded(e.PagePaid, log);
    const from = Number(ev.fromBet);
    for (let i = 0; i < ev.payouts.length; i++) store.batch.want(TableBet, `${table}:${ev.roundId}:${from + i}`);
  } else if (t === e.RoundCardsProven.topic) {
    // Indexed topics only: the proofs are decoded once, by the handler.
    round(BigInt(log.topics[2]!));
    shoe(BigInt(log.topics[3]!));
  } else if (t === e.ShoeDealing.topic || t === e.ShoeFinished.topic || t === e.ShoeRevealed.topic || t === e.ShoeAbandoned.topic) shoe(BigInt(log.topics[2]!));
  else if (DECISION_ROUND_TOPICS.has(t!)) {
    // A decision table's events name the round in their second indexed topic; a decision (or each of a relayed batch) also names its bet.
    const roundId = BigInt(log.topics[2]!);
    round(roundId);
    for (const ev of decisionsOf(log)) {
      store.batch.want(TableBet, `${table}:${roundId}:${ev.betIndex}`);
      store.batch.want(TableDecision, `${table}:${roundId}:${ev.betIndex}:${ev.window}`);
    }
  }
}

const d = decisionAbi.events;
/** Events only decision tables (casino hold'em, blackjack) emit; the rest of their events are GameTable's, with the same signatures. */
const DECISION_ROUND_TOPICS = new Set([d.RoundDealt.topic, d.CardsProven.topic, d.WindowOpened.topic, ...DECISION_TOPICS]);

/** A table's log; a bet (most of a busy table's logs) is handled without a promise. */
async function tableLog(hc: HandlerContext, log: Log) {
  const e = tableAbi.events;
  const t = log.topics[0];
  if (t === e.RoundOpened.topic) await onRoundOpened(hc, log.address, decoded(e.RoundOpened, log));
  else if (t === e.BettingClosed.topic) await onBettingClosed(hc, log.address, decoded(e.BettingClosed, log));
  else if (t === e.PlayerSeed.topic) await onPlayerSeed(hc, log.address, decoded(e.PlayerSeed, log));
  else if (t === e.PagePaid.topic) await onPagePaid(hc, log.address, decoded(e.PagePaid, log));
  else if (t === e.RoundRevealed.topic) await onRoundRevealed(hc, log.address, decoded(e.RoundRevealed, log));
  else if (t === e.RoundCardsProven.topic) await onRoundCardsProven(hc, log.address, decoded(e.RoundCardsProven, log));
  else if (t === e.RoundSettled.topic) await onRoundSettled(hc, log.address, decoded(e.RoundSettled, log));
  else if (t === e.RoundForfeited.topic) await onRoundForfeited(hc, log.address, decoded(e.RoundForfeited, log));
  else if (t === e.RoundRefunded.topic) await onRoundRefunded(hc, log.address, decoded(e.RoundRefunded, log));
  else if (t === e.ShoeStarted.topic) await onShoeStarted(hc, log.address, decoded(e.ShoeStarted, log));
  else if (t === e.ShoeDealing.topic) await onShoeDealing(hc, log.address, decoded(e.ShoeDealing, log));
  else if (t === e.ShoeFinished.topic) await onShoeFinished(hc, log.address, decoded(e.ShoeFinished, log));
  else if (t === e.ShoeRevealed.topic) await onShoeRevealed(hc, log.address, decoded(e.ShoeRevealed, log));
  else if (t === e.ShoeAbandoned.topic) await onShoeAbandoned(hc, log.address, decoded(e.ShoeAbandoned, log));
  else if (t === e.LimitsSet.topic) await onLimitsSet(hc, log.address, decoded(e.LimitsSet, log));
  else if (t === e.Paused.topic) await onPausedChanged(hc, log.address, true);
  else if (t === e.Unpaused.topic) await onPausedChanged(hc, log.address, false);
  else if (t === d.RoundDealt.topic) await onRoundDealt(hc, log.address, decoded(d.RoundDealt, log));
  else if (t === d.CardsProven.topic) await onCardsProven(hc, log.address, decoded(d.CardsProven, log));
  else if (t === d.WindowOpened.topic) await onWindowOpened(hc, log.address, decoded(d.WindowOpened, log));
  else if (t === d.Decision.topic) await onDecision(hc, log.address, decoded(d.Decision, log));
  else if (t === d.DecisionsRelayed.topic) await onDecisionsRelayed(hc, log.address, decoded(d.DecisionsRelayed, log));
}

/** Most of a busy table's logs: a new bet reads nothing beforehand (its row is created with `on conflict do nothing`). */
const BET_PLACED = tableAbi.events.BetPlaced.topic;

/**
 * Routes every log of a batch, in chain order, to its contract's handlers. The rows those handlers
 * read are loaded first, one query per table (`Batch.prefetch`); the store writes what they changed
 * once, after the batch, then the rollups and rankings. A batch of table events only may run while
 * the previous batch commits; any other event waits for it (`exclusive`).
 */
export async function handleBatch(ctx: Ctx, role: "asset" | "game", chainId: number, src: Sources): Promise<void> {
  const tables = new Set(src.tables);
  let exclusive = false;
  for (const block of ctx.blocks) {
    for (const log of block.logs) {
      // Table events only touch the batch's rows, except a table's limits (copied onto its config row through the ORM); token transfers only notify.
      const address = log.address.toLowerCase();
      if (address === src.token) continue;
      if (!tables.has(address) || log.topics[0] === tableAbi.events.LimitsSet.topic) exclusive = true;
      else if (log.topics[0] !== BET_PLACED) tablePrefetch(ctx.store, log);
    }
  }
  if (exclusive) await ctx.store.exclusive();
  await ctx.store.batch.prefetch();
  const bets = ctx.store.accumulate("bets", () => new BatchBets(src));
  const rollups = ctx.store.accumulate("rollups", () => new BatchRollups(src, bets));
  ctx.store.accumulate("rankings", () => new BatchRankings(bets));
  for (const block of ctx.blocks) {
    const timestamp = new Date(block.header.timestamp);
    // One context per transaction: a busy block's logs come from a few transactions.
    let last: HandlerContext | undefined;
    const contextOf = (txHash: string): HandlerContext =>
      last?.meta.txHash === txHash ? last : (last = { store: ctx.store, meta: { role, chainId, blockNumber: block.header.height, blockHash: block.header.hash, timestamp, txHash } });
    for (const log of block.logs) {
      const hc = contextOf(log.transactionHash);
      const address = log.address.toLowerCase();
      if (address === src.token) {
        if (log.topics[0] === susdAbi.events.Transfer.topic) onTokenTransfer(hc, decoded(susdAbi.events.Transfer, log));
        continue;
      }
      if (address === src.bridge) await bridgeLog(hc, log);
      else if (address === src.vault) await vaultLog(hc, log);
      else if (address === src.bonus) await bonusLog(hc, log);
      else if (address === src.staking) await stakingLog(hc, log);
      else if (address === src.cashier) await cashierLog(hc, log);
      else if (log.topics[0] === BET_PLACED && tables.has(address)) {
        // Most of a busy table's logs: decoded once, handled without a promise, noted for the rollups and rankings.
        const ev = decodeBetPlaced(log);
        onBetPlaced(hc, address, ev);
        bets.placedBet(hc.meta, address, ev);
        continue;
      } else if (tables.has(address)) await tableLog(hc, log);
      bets.observe(hc.meta, address, log);
      rollups.observe(hc.meta, address, log);
    }
  }
}
