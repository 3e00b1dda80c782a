import { Kind, getOperationAST, type DocumentNode } from "graphql";
import { DomainError, ErrorCode, requestError } from "../../errors.js";

/** SPEC §5's notice; the client shows it when it meets this refusal. */
export const BANNED_MESSAGE = "You're banned!!!";

/** `extensions.reason` of every FORBIDDEN the access checks give, so a client can tell them apart. */
export const AccessReason = { BANNED: "BANNED", NOT_STAFF: "NOT_STAFF", IP_NOT_ALLOWED: "IP_NOT_ALLOWED", PERMISSION: "PERMISSION" } as const;
export type AccessReason = (typeof AccessReason)[keyof typeof AccessReason];

export function accessDenied(reason: AccessReason, message: string): DomainError {
  const e = new DomainError(ErrorCode.FORBIDDEN, message);
  e.extensions.reason = reason;
  return e;
}

/** A banned account's refusal; as a whole-request refusal it also answers HTTP 403. */
export function bannedError(wholeRequest = false): DomainError {
  const e = wholeRequest ? requestError(ErrorCode.FORBIDDEN, BANNED_MESSAGE) : new DomainError(ErrorCode.FORBIDDEN, BANNED_MESSAGE);
  e.extensions.reason = AccessReason.BANNED;
  return e;
}

/** What a banned account's session may still do: sign out (so the cookie goes) or sign in with another wallet. */
const OPEN_TO_BANNED = new Set(["signOut", "requestSignIn", "signIn", "__typename"]);

/**
 * Refuses every operation of a banned account's session (the one after the ban included), on HTTP
 * and WebSocket alike, unless all it does is sign in or out.
 */
export function refuseBannedSession(bannedSession: unknown, document: DocumentNode, operationName?: string | null): void {
  if (!bannedSession) return;
  const operation = getOperationAST(document, operationName ?? undefined);
  const roots = operation?.selectionSet.selections ?? [];
  const harmless = roots.length > 0 && roots.every((s) => s.kind === Kind.FIELD && OPEN_TO_BANNED.has(s.name.value));
  if (!harmless) throw bannedError(true);
}
