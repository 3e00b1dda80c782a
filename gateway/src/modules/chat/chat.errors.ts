import { DomainError, ErrorCode } from "../../errors.js";

/** `extensions.reason` of the chat's own refusals. */
export const ChatRefusal = { CHAT_BANNED: "CHAT_BANNED", NOT_REGISTERED: "NOT_REGISTERED", OWN_MESSAGE: "OWN_MESSAGE" } as const;

/** FORBIDDEN for a chat-banned player, carrying why and until when so the client can show both. */
export function chatBannedError(until: Date | null, reason: string | null): DomainError {
  const when = until ? ` until ${until.toISOString()}` : "";
  const e = new DomainError(ErrorCode.FORBIDDEN, `You may not post in the chat${when}${reason ? `: ${reason}` : ""}`);
  Object.assign(e.extensions, { reason: ChatRefusal.CHAT_BANNED, bannedUntil: until?.toISOString() ?? null, banReason: reason });
  return e;
}

/** RATE_LIMITED for a player posting too fast, with the seconds until the next line is accepted. */
export function chatRateLimited(limit: number, seconds: number, retryAfterSeconds: number): DomainError {
  const e = new DomainError(ErrorCode.RATE_LIMITED, `At most ${limit} messages in ${seconds} seconds: wait ${retryAfterSeconds} s`);
  Object.assign(e.extensions, { retryAfterSeconds, limit, seconds });
  return e;
}

export function chatRefused(reason: keyof typeof ChatRefusal, message: string): DomainError {
  const e = new DomainError(ErrorCode.FORBIDDEN, message);
  e.extensions.reason = reason;
  return e;
}
