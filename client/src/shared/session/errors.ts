import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { isUserRejection } from "../wallet/eip1193.js";
import type { MessageId } from "../i18n/en.js";

export class WrongNetworkError extends Error {}
export class NoAccountError extends Error {}

/** Maps a failure to the SPEC §8 message a player sees (or the server's own message). */
export function describeError(e: unknown): { id: MessageId } | { text: string } {
  if (isUserRejection(e)) return { id: "wallet.rejected" };
  if (e instanceof WrongNetworkError) return { id: "wallet.wrongNetwork.body" };
  if (e instanceof NoAccountError) return { id: "wallet.unknownError" };
  if (CombinedGraphQLErrors.is(e)) {
    const first = e.errors[0];
    if (first?.extensions?.code === "FORBIDDEN" && first.message === "You're banned!!!") return { id: "wallet.banned" };
    if (first?.message) return { text: first.message };
  }
  const reason = (e as { reason?: unknown; shortMessage?: unknown })?.reason;
  if (typeof reason === "string" && reason) return { text: reason };
  if (/insufficient/i.test(String((e as Error)?.message))) return { id: "bridge.insufficient" };
  return { id: "common.error" };
}
