import type { Context } from "../context.js";
import { unauthenticated } from "../errors.js";

/** In-process pub/sub topics, fed by Postgres LISTEN so every gateway replica sees every change. */
export const Topic = {
  bridgeProcess: "BRIDGE_PROCESS",
  stakingClaim: "STAKING_CLAIM",
  stakingRound: "STAKING_ROUND",
  /** Topic id: the affiliate's address. */
  affiliateToday: "AFFILIATE_TODAY",
  tableRound: "TABLE_ROUND",
  /** Topic id: the table id as a string. */
  tableBet: "TABLE_BET",
  bonus: "BONUS",
  /** Back-office tasks (staff subscriptions filter by id). */
  adminTask: "ADMIN_TASK",
  /** Messages as they are sent (subscribers filter by their address). */
  messageReceived: "MESSAGE_RECEIVED",
  /** Topic id: `<period>:<kind>`. */
  rankingUpdated: "RANKING_UPDATED",
  /** Topic id: the table id as a string. */
  chatPosted: "CHAT_POSTED",
  /** Topic id: the table id as a string. */
  chatDeleted: "CHAT_DELETED",
  /** A chat author's name or photo changed (an image ban): every table's clients update it. */
  chatAuthor: "CHAT_AUTHOR",
  /** Topic id: the player's address. */
  chatStatus: "CHAT_STATUS",
  /** Both chains' health, published by this replica's own probe. */
  chainHealth: "CHAIN_HEALTH",
} as const;

/** The topic id of a per-player subscription: the signed-in viewer's address. */
export function viewerTopicId({ context }: { context: Context }): string {
  if (!context.viewer) throw unauthenticated();
  return context.viewer.address;
}
