import { defineEntity, p, type InferEntity } from "@mikro-orm/core";
import { address } from "./columns.js";
import { Message } from "./message.js";

/** A player has read a message: unread = sent messages for them without such a row. */
export const MessageRead = defineEntity({
  name: "MessageRead",
  properties: {
    messageId: () => p.manyToOne(Message).mapToPk().fieldName("message_id").primary().deleteRule("cascade"),
    address: address().primary(),
    readAt: p.datetime().onCreate(() => new Date()),
  },
});
export type MessageRead = InferEntity<typeof MessageRead>;
