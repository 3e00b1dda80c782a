import { MAX_HTML_LENGTH, sanitizeMessageHtml } from "./sanitize.js";
import { fieldError, requiredText, walletAddress } from "../admin/validation.js";

/** Addresses one message may name (beyond that, send it to all players). */
export const MAX_TARGETS = 10_000;
export const MAX_CONTENT_LENGTH = 20_000;

export const messageTitle = (v: string) => requiredText(v, "title", 200);

/** SPEC §5: the content is required. */
export function messageContent(v: string): string {
  const text = v.trim();
  if (!text) throw fieldError("content", "The content is required");
  if (text.length > MAX_CONTENT_LENGTH) throw fieldError("content", `At most ${MAX_CONTENT_LENGTH} characters`);
  return text;
}

/** The HTML as it will be shown: sanitised (null when empty or nothing visible is left). */
export function messageHtml(v: string | null | undefined): string | null {
  if (v == null || !v.trim()) return null;
  if (v.length > MAX_HTML_LENGTH) throw fieldError("htmlContent", `At most ${MAX_HTML_LENGTH} characters of HTML`);
  return sanitizeMessageHtml(v);
}

/** All players, or at least one valid address (deduplicated, lowercase). */
export function messageTargets(all: boolean, addresses: readonly string[]): { targetAll: boolean; targetAddresses: string[] } {
  if (all) return { targetAll: true, targetAddresses: [] };
  const list = [...new Set(addresses.map((a) => walletAddress(a, "targetAddresses")))];
  if (!list.length) throw fieldError("targetAddresses", "Choose at least one player, or send it to all players");
  if (list.length > MAX_TARGETS) throw fieldError("targetAddresses", `At most ${MAX_TARGETS} addresses: send it to all players instead`);
  return { targetAll: false, targetAddresses: list };
}
