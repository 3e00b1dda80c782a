import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, createdAt } from "./columns.js";

/** A signed-in session. A nonce creates at most one session (unique). */
export const Session = defineEntity({
  name: "Session",
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    tokenHash: p.string().length(64).unique(),
    address: address().index(),
    nonce: p.string().length(32).unique(),
    signature: p.text(),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
});
export type Session = InferEntity<typeof Session>;
