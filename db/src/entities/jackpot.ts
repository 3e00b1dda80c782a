import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, createdAt, tokenAmount, updatedAt } from "./columns.js";

/** SPEC "Jackpot results": 1 mega, 2 major, 3 minor, 4 mini. */
export const JackpotLevel = { MEGA: 1, MAJOR: 2, MINOR: 3, MINI: 4 } as const;
export type JackpotLevel = (typeof JackpotLevel)[keyof typeof JackpotLevel];

/**
 * draft (staff edit it) → open (tickets count, its seed committed) → drawing (entries closed at the
 * draw time, waiting for the client-seed block and the indexer) → drawn (winners chosen, payout
 * tasks queued) → paid (every payout task succeeded); a draft or open jackpot can be cancelled.
 */
export const JackpotState = { DRAFT: "draft", OPEN: "open", DRAWING: "drawing", DRAWN: "drawn", PAID: "paid", CANCELLED: "cancelled" } as const;
export type JackpotState = (typeof JackpotState)[keyof typeof JackpotState];

/** One winner as drawn: the ticket, its owner, where the prize goes and the task that pays it. */
export interface JackpotWinnerRecord {
  /** The draw counter whose value chose the ticket. */
  k: number;
  /** The ticket's canonical number (0..N-1). */
  ticket: number;
  ticketId: number;
  owner: string;
  /** The owner's game wallet on the game chain (the prize's recipient). */
  to: string;
  /** Token units. */
  amount: string;
  taskId: string;
}

export const Jackpot = defineEntity({
  name: "Jackpot",
  indexes: [{ properties: ["state", "drawAt"] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(100),
    level: p.smallint().index(),
    /** The whole prize in SUSD token units on the game chain, split between the winners. */
    prize: tokenAmount(),
    winnersCount: p.integer(),
    /** One earned ticket per this many token units staked; 0: staff-issued tickets only. */
    wagerPerTicket: tokenAmount(),
    /** Game types whose bets earn tickets; empty: every game. */
    gameTypes: p.array((x) => Number(x), (x: number) => String(x)).default([]),
    opensAt: p.datetime(),
    drawAt: p.datetime(),
    state: p.string().length(10).default(JackpotState.DRAFT),
    /** sha256(serverSeed), set by the operator (which alone holds the secret) once the jackpot is open. */
    commitment: p.string().length(66).nullable(),
    /** Revealed with the draw. */
    serverSeed: p.string().length(66).nullable(),
    /** Hash of the first game-chain block at or after drawAt. */
    clientSeed: p.string().length(66).nullable(),
    clientSeedBlock: p.integer().nullable(),
    entriesHash: p.string().length(66).nullable(),
    /** Tickets in the draw (numbered 0..ticketCount-1). */
    ticketCount: p.integer().nullable(),
    winners: p.json<JackpotWinnerRecord[]>().default("[]").onCreate(() => []),
    publishedAt: p.datetime().nullable(),
    closedAt: p.datetime().nullable(),
    drawnAt: p.datetime().nullable(),
    paidAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
    cancelReason: p.string().length(500).nullable(),
    createdBy: address(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type Jackpot = InferEntity<typeof Jackpot>;
