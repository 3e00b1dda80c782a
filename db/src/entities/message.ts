import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address, createdAt, updatedAt } from "./columns.js";

/**
 * SPEC §4 message: a draft, then published. A published message whose send date has come is sent
 * (players see it); until then it waits, and the operator's job sends it at its send date.
 */
export const MessageState = { DRAFT: "draft", PUBLISHED: "published", SENT: "sent" } as const;
export type MessageState = (typeof MessageState)[keyof typeof MessageState];

/** A notice from staff to every player or to chosen wallet addresses. */
export const Message = defineEntity({
  name: "Message",
  indexes: [
    { properties: ["state", "sentAt"] },
    { properties: ["state", "sendAt"] },
    { name: "message_target_addresses_index", expression: 'create index "message_target_addresses_index" on "message" using gin ("target_addresses")' },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => crypto.randomUUID()),
    title: p.string().length(200),
    /** Plain text, required (SPEC §5). */
    content: p.text(),
    /** Sanitised HTML shown in the HTML overlay; null when the message has none. */
    htmlContent: p.text().nullable(),
    /** Sent to every player; otherwise only to `targetAddresses`. */
    targetAll: p.boolean().default(true),
    /** Lowercase wallet addresses when not `targetAll`. */
    targetAddresses: p.array().default([]),
    /** When it is sent once published; null sends it at publication. */
    sendAt: p.datetime().nullable(),
    state: p.string().length(10).default(MessageState.DRAFT),
    /** When players started to see it. */
    sentAt: p.datetime().nullable(),
    createdBy: address(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type Message = InferEntity<typeof Message>;
