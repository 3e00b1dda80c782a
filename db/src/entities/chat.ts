import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, createdAt, tokenAmount, updatedAt } from "./columns.js";

/** What a chat line is: a player's words, or the table announcing a big win. */
export const ChatMessageKind = { PLAYER: "player", BIG_WIN: "big_win" } as const;
export type ChatMessageKind = (typeof ChatMessageKind)[keyof typeof ChatMessageKind];

/**
 * One line of a table's chat. `body` is what the player typed (staff read it in the chat log);
 * `shown` is what everyone else sees, with contacts, links and profanity masked.
 */
export const ChatMessage = defineEntity({
  name: "ChatMessage",
  indexes: [{ properties: ["tableId", "createdAt"] }, { properties: ["authorAddress", "createdAt"] }],
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    tableId: p.integer(),
    kind: p.string().length(10).default(ChatMessageKind.PLAYER),
    /** The player's main wallet (for a big win, the winner's). */
    authorAddress: address(),
    body: p.text(),
    shown: p.text(),
    /** A big win's net win in token units. */
    amount: tokenAmount().nullable(),
    /** What a system line was made from (a bet id), so replicas hearing the same round write it once. */
    sourceKey: p.string().length(80).nullable().unique(),
    createdAt: createdAt().index(),
    deletedAt: p.datetime().nullable(),
    deletedBy: address().nullable(),
  },
});
export type ChatMessage = InferEntity<typeof ChatMessage>;

/** A player's report of a chat line; open until staff delete the line or dismiss the report. */
export const ChatReport = defineEntity({
  name: "ChatReport",
  uniques: [{ properties: ["messageId", "reporterAddress"] }],
  indexes: [{ properties: ["resolvedAt", "createdAt"] }],
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    messageId: () => p.manyToOne(ChatMessage).mapToPk().fieldName("message_id").deleteRule("cascade"),
    reporterAddress: address(),
    reason: p.string().length(200).nullable(),
    createdAt: createdAt(),
    resolvedAt: p.datetime().nullable(),
    resolvedBy: address().nullable(),
    /** "deleted" (the line was removed) or "dismissed". */
    resolution: p.string().length(10).nullable(),
  },
});
export type ChatReport = InferEntity<typeof ChatReport>;

/** The chat's back-office settings: one row (id 1). */
export const ChatSettings = defineEntity({
  name: "ChatSettings",
  properties: {
    id: p.smallint().primary(),
    /** Net wins at or above this many token units are announced at their table; null: no announcements. */
    bigWinThreshold: tokenAmount().nullable(),
    updatedAt: updatedAt(),
  },
});
export type ChatSettings = InferEntity<typeof ChatSettings>;
