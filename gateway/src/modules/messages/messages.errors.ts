import { DomainError, ErrorCode } from "../../errors.js";

/** `extensions.reason` of a refused message change, so a client can tell it apart from other conflicts. */
export const MessageRefusal = { READ_ONLY: "MESSAGE_READ_ONLY" } as const;

/** A published or sent message is read-only: unpublish it first, or delete a sent one. */
export function messageReadOnly(sent: boolean): DomainError {
  const e = new DomainError(ErrorCode.CONFLICT, sent ? "This message was sent: it can no longer be edited (delete it to take it back)" : "This message is published: unpublish it to edit it");
  e.extensions.reason = MessageRefusal.READ_ONLY;
  return e;
}
