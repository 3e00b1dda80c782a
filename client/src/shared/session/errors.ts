import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { isUserRejection } from "../wallet/eip1193.js";
import type { MessageId } from "../i18n/en.js";

export class WrongNetworkError extends Error {}
export class NoAccountError extends Error {}
export class NoProviderError extends Error {}
/** The wallet's SUSD (its allowance for the bridge) could not be read before sending. */
export class SusdCheckError extends Error {}

/** What a player reads for a failure: an optional SPEC §8 title and a catalogue message or the source's own text. */
export interface ErrorText {
  title?: MessageId;
  body: { id: MessageId } | { text: string };
}

const BANNED = "You're banned!!!";
/** SPEC §8's refusal of a second session of the same user, in the player's language. */
const ALREADY_LOGGED_IN = "This user is already logged in";

type MaybeRpcError = { code?: unknown; message?: unknown; error?: MaybeRpcError } | null | undefined;

/** A wallet's own EIP-1193 error (numeric code and message), also as ethers wraps it, other than a rejection. */
function providerMessage(e: unknown): string | null {
  const err = e as MaybeRpcError;
  if (typeof err?.code === "number" && typeof err.message === "string" && err.message) return err.message;
  return err?.error ? providerMessage(err.error) : null;
}

/** Maps a failure to the SPEC §8 catalogue (or the server's own message). */
export function describeError(e: unknown): ErrorText {
  if (isUserRejection(e)) return { body: { id: "wallet.rejected" } };
  if (e instanceof WrongNetworkError) return { title: "wallet.wrongNetwork.title", body: { id: "wallet.wrongNetwork.body" } };
  if (e instanceof NoAccountError) return { body: { id: "wallet.unknownError" } };
  if (e instanceof NoProviderError) return { title: "wallet.providerError", body: { id: "wallet.noProvider" } };
  if (e instanceof SusdCheckError) return { body: { id: "error.checkedSusdFail" } };
  if (ServerError.is(e) && e.statusCode === 429) return { body: { id: "common.rateLimited" } };
  if (CombinedGraphQLErrors.is(e)) {
    const first = e.errors[0];
    if (first?.extensions?.code === "RATE_LIMITED") return { body: { id: "common.rateLimited" } };
    if (first?.extensions?.code === "FORBIDDEN" && first.message === BANNED) return { body: { id: "wallet.banned" } };
    if (first?.extensions?.code === "CONFLICT" && first.extensions.field === "email") return { body: { id: "error.emailExists" } };
    if (first?.extensions?.code === "CONFLICT" && first.message === ALREADY_LOGGED_IN) return { body: { id: "error.alreadyLoggedIn" } };
    // An internal error's text is not meant for players.
    if (first?.message && first.extensions?.code && first.extensions.code !== "INTERNAL_SERVER_ERROR") return { body: { text: first.message } };
    return { body: { id: "error.unknown" } };
  }
  const reason = (e as { reason?: unknown } | null)?.reason;
  if (typeof reason === "string" && reason) return { body: { text: reason } };
  if (/insufficient/i.test(String((e as Error | null)?.message))) return { body: { id: "bridge.insufficient" } };
  const own = providerMessage(e);
  if (own) return { title: "wallet.providerError", body: { text: own } };
  return { body: { id: "error.unknown" } };
}
