import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, createdAt } from "./columns.js";
import { Jackpot } from "./jackpot.js";

/** Earned by wagering (materialised when entries close) or issued by staff. */
export const TicketSource = { EARNED: "earned", ISSUED: "issued" } as const;
export type TicketSource = (typeof TicketSource)[keyof typeof TicketSource];

/** One entry in one jackpot, owned by a player's wallet address. */
export const JackpotTicket = defineEntity({
  name: "JackpotTicket",
  indexes: [{ properties: ["jackpotId", "number"] }, { properties: ["jackpotId", "owner"] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    jackpotId: () => p.manyToOne(Jackpot).mapToPk().fieldName("jackpot_id").deleteRule("cascade"),
    /** The player's wallet address (lowercase). */
    owner: address(),
    source: p.string().length(8),
    /** Issued tickets: why staff issued it. */
    reason: p.string().length(500).nullable(),
    issuedBy: address().nullable(),
    /** Position in the canonical order once entries close (earned by owner, then issued by id); null before, and for void tickets. */
    number: p.integer().nullable(),
    won: p.boolean().default(false),
    voidedAt: p.datetime().nullable(),
    voidedBy: address().nullable(),
    voidReason: p.string().length(500).nullable(),
    createdAt: createdAt(),
  },
});
export type JackpotTicket = InferEntity<typeof JackpotTicket>;
