import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, createdAt, txHash, updatedAt } from "./columns.js";

/** On-chain work the back office asks for; the operator's task runner sends it with its keys. */
export const AdminTaskKind = {
  TABLE_SET_LIMITS: "table.setLimits",
  TABLE_PAUSE: "table.pause",
  TABLE_UNPAUSE: "table.unpause",
  CONTRACT_PAUSE: "contract.pause",
  CONTRACT_UNPAUSE: "contract.unpause",
  STAKING_START_ROUND: "staking.startRound",
  STAKING_END_ROUND: "staking.endRound",
  STAKING_FUND_ROUND: "staking.fundRound",
  AFFILIATE_PAYOUT: "affiliate.payout",
  BONUS_SETTINGS: "bonus.settings",
  TRANSFER: "transfer",
  ROUND_REFUND: "round.refund",
  JACKPOT_PAY: "jackpot.pay",
  PLAYER_TIME_OUT: "player.timeOut",
  PLAYER_SET_BANNED: "player.setBanned",
  WITHDRAWAL_RELEASE: "withdrawal.release",
  WITHDRAWAL_REJECT: "withdrawal.reject",
} as const;
export type AdminTaskKind = (typeof AdminTaskKind)[keyof typeof AdminTaskKind];

/** SPEC §3 task status: 1 new, 2 running, 3 success, 4 failed. */
export const AdminTaskState = { NEW: "new", RUNNING: "running", SUCCESS: "success", FAILED: "failed" } as const;
export type AdminTaskState = (typeof AdminTaskState)[keyof typeof AdminTaskState];

export type TaskChain = "asset" | "game";

/** Contracts a pause task can name: the deployments' names, a table as `GameTable:<tableId>`. */
export type PausableContract = "AssetChainBridge" | "GameChainBridge" | "BonusManager" | "Staking" | `GameTable:${number}`;

/** Parameters of each kind; token amounts are decimal strings of token units (6 decimals). */
export interface AdminTaskParams {
  "table.setLimits": { tableId: number; minBet: string; maxBet: string; /** Seconds; the contract's current value when absent. */ roundTimeout?: number };
  "table.pause": { tableId: number };
  "table.unpause": { tableId: number };
  "contract.pause": { contract: PausableContract };
  "contract.unpause": { contract: PausableContract };
  "staking.startRound": { /** Sets the staking reward cycle first when given. */ rewardCycleSeconds?: number };
  "staking.endRound": { totalReward: string };
  /** Pays a round's reward from the treasury into the Staking contract (fundRewards) before it ends. */
  "staking.fundRound": { roundId: number; amount: string };
  /** An affiliate's withdrawal: asset-chain SUSD from the treasury to the affiliate's main wallet. */
  "affiliate.payout": { withdrawalId: string; player: string; to: string; chain: "asset"; amount: string; reason: string };
  "bonus.settings": { /** Basis points of the deposit. */ rewardRate?: number; rewardMaximum?: string; minValidator?: number };
  /** `to` is the on-chain recipient: the player's wallet on the asset chain, their game wallet on the game chain. */
  /** `reason`: why staff sent it, for the audit (transfers queued before it was asked have none). */
  transfer: { chain: TaskChain; player: string; to: string; amount: string; reason?: string };
  "round.refund": { roundKey: string; tableId: number; roundId: number };
  /** One winner's share of a jackpot: `to` is the winner's game wallet on the game chain. */
  "jackpot.pay": { jackpotId: number; ticketId: number; player: string; to: string; amount: string };
  /** A staff time-out on the cashier (period 1–4: 24 h, 7 d, 30 d, 42 d) of the player's game wallet's account. */
  "player.timeOut": { player: string; wallet: string; period: number };
  /** The back-office ban, enforced on the cashier for the player's game wallet's account. */
  "player.setBanned": { player: string; wallet: string; banned: boolean };
  /** Staff release a queued USDC withdrawal (process type 2) before its ETA: UsdcVault.release, REVIEWER_ROLE. */
  "withdrawal.release": { withdrawalId: string; player: string; amount: string };
  /** Staff reject a queued USDC withdrawal before its ETA; the vault mints the SUSD back: UsdcVault.reject, REVIEWER_ROLE. */
  "withdrawal.reject": { withdrawalId: string; player: string; amount: string; reason: string };
}

/** One transaction a task sent, recorded before it was broadcast so a restart never sends it twice. */
export interface AdminTaskTx {
  /** What the transaction does, e.g. "setLimits", "approve", "payBets". */
  step: string;
  chain: TaskChain;
  from: string;
  to: string;
  nonce: number;
  hash: string;
  /** The signed transaction, so a runner that crashed before broadcasting it can broadcast the same one. */
  raw: string;
  state: "sent" | "mined" | "reverted" | "dropped";
  blockNumber?: number;
}

export const AdminTask = defineEntity({
  name: "AdminTask",
  indexes: [{ properties: ["state", "createdAt"] }],
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    kind: p.string().length(32).index(),
    params: p.json<Record<string, unknown>>(),
    state: p.string().length(8).default(AdminTaskState.NEW),
    /** What the task acts on, e.g. `table:3`, `round:<key>`, `contract:Staking`, `user:<address>`: filters and links. */
    target: p.string().length(120).nullable().index(),
    /** Chain of the latest transaction. */
    chain: p.string().length(8).nullable(),
    /** The latest transaction's hash (every one is in `txs`). */
    txHash: txHash().nullable(),
    txs: p.json<AdminTaskTx[]>().default("[]").onCreate(() => []),
    error: p.text().nullable(),
    /** Transient failures (RPC down, timeouts) retried so far; a task fails after a few. */
    attempts: p.smallint().default(0),
    createdBy: address().index(),
    createdAt: createdAt().index(),
    startedAt: p.datetime().nullable(),
    finishedAt: p.datetime().nullable(),
    /** A running task whose lease has passed was left by a runner that stopped: another one re-checks it. */
    leaseUntil: p.datetime().nullable(),
    /** The runner holding the task; a runner that lost its lease can no longer write to it. */
    claimedBy: p.string().length(64).nullable(),
    updatedAt: updatedAt().defaultRaw("now()"),
  },
});
export type AdminTask = InferEntity<typeof AdminTask>;

/** Payload of the admin_task channel. */
export interface AdminTaskNotice {
  id: string;
  state: AdminTaskState;
}
