import { Message, MessageState, type EntityManager } from "@sunrise/db";
import type { PlayerMessageType } from "./message.type.js";

/** A sent message on its way to subscribers: `to` null for every player, else the addresses it names. */
export interface MessageEvent {
  message: PlayerMessageType;
  to: ReadonlySet<string> | null;
}

/** The event for a `message` NOTIFY, read once per gateway and fanned out to the players it names; null if it is no longer sent. */
export async function messageEvent(em: EntityManager, id: string): Promise<MessageEvent | null> {
  const m = await em.findOne(Message, { id, state: MessageState.SENT });
  if (!m?.sentAt) return null;
  return {
    message: { id: m.id, title: m.title, content: m.content, htmlContent: m.htmlContent ?? null, sentAt: m.sentAt, read: false, readAt: null },
    to: m.targetAll ? null : new Set(m.targetAddresses),
  };
}

/** Whether a subscriber signed in as `address` receives the event. */
export const receives = (event: MessageEvent, address: string | undefined): boolean => !!address && (event.to === null || event.to.has(address));
