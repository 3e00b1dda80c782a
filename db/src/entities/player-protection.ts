import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, tokenAmount, txHash } from "./columns.js";
import { hotChangeTrigger } from "./hot-change.js";

/** A player's responsible-gaming limits as the cashier holds them (token units; "0" or 0 = none). */
export interface LimitValues {
  singleBet: string;
  dailyLoss: string;
  weeklyLoss: string;
  monthlyLoss: string;
  dailyMinutes: number;
}

/** One cashier account's rules, from its events: limits in force, the pending looser request, breaks and the staff ban. */
export const PlayerProtection = defineEntity({
  name: "PlayerProtection",
  triggers: [hotChangeTrigger],
  properties: {
    account: address().primary(),
    singleBet: tokenAmount(),
    dailyLoss: tokenAmount(),
    weeklyLoss: tokenAmount(),
    monthlyLoss: tokenAmount(),
    dailyMinutes: p.integer(),
    /** The looser request waiting out its seven days, and when it applies (null: none). */
    pending: p.json<LimitValues>().nullable(),
    pendingAt: p.datetime().nullable(),
    /** No stake before this time: a time-out or a self-exclusion. */
    blockedUntil: p.datetime().nullable(),
    /** The block is a self-exclusion: after it, play waits for a resume request. */
    excluded: p.boolean(),
    resumeAt: p.datetime().nullable(),
    banned: p.boolean(),
    updatedAt: p.datetime(),
  },
});
export type PlayerProtection = InferEntity<typeof PlayerProtection>;

/** What a history row records. */
export const ProtectionChange = {
  limitsSet: "limits_set",
  limitsPending: "limits_pending",
  pendingCancelled: "pending_cancelled",
  breakStarted: "break_started",
  resumeRequested: "resume_requested",
  playResumed: "play_resumed",
  banSet: "ban_set",
} as const;
export type ProtectionChange = (typeof ProtectionChange)[keyof typeof ProtectionChange];

/** Every change of a cashier account's rules, one row per event. */
export const PlayerProtectionEvent = defineEntity({
  name: "PlayerProtectionEvent",
  triggers: [hotChangeTrigger],
  properties: {
    /** txHash:logIndex. */
    id: p.string().length(80).primary(),
    account: address(),
    kind: p.string().length(20),
    /** Limits set or requested (limits_set, limits_pending). */
    limits: p.json<LimitValues>().nullable(),
    /** When pending limits apply (limits_pending) or play may resume (resume_requested). */
    effectiveAt: p.datetime().nullable(),
    /** break_started: period 1–4 time-out, 5–7 self-exclusion; the break's end; whether staff put it on. */
    period: p.smallint().nullable(),
    until: p.datetime().nullable(),
    selfExclusion: p.boolean().nullable(),
    byStaff: p.boolean().nullable(),
    banned: p.boolean().nullable(),
    blockNumber: p.integer(),
    timestamp: p.datetime().index(),
    txHash: txHash(),
  },
  indexes: [{ properties: ["account", "timestamp"] }],
});
export type PlayerProtectionEvent = InferEntity<typeof PlayerProtectionEvent>;
