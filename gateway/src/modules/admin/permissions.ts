import { UserTypeCode } from "@sunrise/db";

/** What a back-office account may do; every admin field names exactly one. */
export const Permission = {
  DASHBOARD_READ: "dashboard.read",
  GAMES_READ: "games.read",
  GAMES_WRITE: "games.write",
  AREAS_READ: "areas.read",
  AREAS_WRITE: "areas.write",
  RESULTS_READ: "results.read",
  RESULTS_REFUND: "results.refund",
  MEMBERS_READ: "members.read",
  MEMBERS_BAN: "members.ban",
  /** Staff time-outs on the cashier; nobody can loosen a player's limits or end a break early. */
  PROTECTION_WRITE: "protection.write",
  STAFF_READ: "staff.read",
  STAFF_WRITE: "staff.write",
  BRIDGE_READ: "bridge.read",
  /** The USDC withdrawals' review queue: release early or reject with a reason (money leaves or returns). */
  BRIDGE_REVIEW: "bridge.review",
  TRANSACTIONS_READ: "transactions.read",
  TOOLS_RUN: "tools.run",
  TRANSFER_RUN: "transfer.run",
  JACKPOTS_READ: "jackpots.read",
  JACKPOTS_WRITE: "jackpots.write",
  TICKETS_READ: "tickets.read",
  TICKETS_WRITE: "tickets.write",
  CONTENT_WRITE: "content.write",
  OPLOG_READ: "oplog.read",
  /** Affiliates: their codes, referrals, commission and payouts. */
  AFFILIATES_READ: "affiliates.read",
  /** Affiliates' rates and suspensions. */
  AFFILIATES_WRITE: "affiliates.write",
  /** Pausing and resuming the staking round schedule. */
  STAKING_WRITE: "staking.write",
  /** The chat log and the report queue. */
  CHAT_READ: "chat.read",
  /** Deleting chat lines, chat bans, image bans, handling reports. */
  CHAT_MODERATE: "chat.moderate",
  /** The system page: chains, dealer, validators, queues, gateway replicas. */
  SYSTEM_READ: "system.read",
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];

const ALL = Object.values(Permission);
const P = Permission;

/**
 * The matrix (README "Back office"): ADMIN everything; MEMBER runs content, games and results; SUPPORT reads and handles players.
 * Responsible gaming: every staff type reads a player's rules (MEMBERS_READ); ADMIN and SUPPORT put on time-outs.
 * Chat: every staff type reads the log; ADMIN and SUPPORT moderate; the big-win threshold is content (CONTENT_WRITE).
 */
export const PERMISSIONS_BY_TYPE: Record<number, readonly Permission[]> = {
  [UserTypeCode.NORMAL]: [],
  [UserTypeCode.ADMIN]: ALL,
  [UserTypeCode.MEMBER]: [
    P.DASHBOARD_READ, P.GAMES_READ, P.GAMES_WRITE, P.AREAS_READ, P.AREAS_WRITE, P.RESULTS_READ, P.RESULTS_REFUND,
    P.MEMBERS_READ, P.BRIDGE_READ, P.TRANSACTIONS_READ, P.JACKPOTS_READ, P.JACKPOTS_WRITE, P.TICKETS_READ, P.TICKETS_WRITE,
    P.CONTENT_WRITE, P.OPLOG_READ, P.AFFILIATES_READ, P.CHAT_READ, P.SYSTEM_READ,
  ],
  [UserTypeCode.SUPPORT]: [
    P.DASHBOARD_READ, P.GAMES_READ, P.AREAS_READ, P.RESULTS_READ, P.MEMBERS_READ, P.MEMBERS_BAN, P.PROTECTION_WRITE,
    P.BRIDGE_READ, P.TRANSACTIONS_READ, P.JACKPOTS_READ, P.TICKETS_READ, P.TICKETS_WRITE, P.OPLOG_READ, P.AFFILIATES_READ,
    P.CHAT_READ, P.CHAT_MODERATE, P.SYSTEM_READ,
  ],
};

export const isPermission = (s: string): s is Permission => (ALL as string[]).includes(s);

/** SPEC §6: any type other than NORMAL is staff. */
export const isStaffType = (type: number): boolean => type !== UserTypeCode.NORMAL && (PERMISSIONS_BY_TYPE[type]?.length ?? 0) > 0;

export const permissionsOf = (type: number): readonly Permission[] => PERMISSIONS_BY_TYPE[type] ?? [];

export const STAFF_TYPE_NAMES: Record<number, string> = { [UserTypeCode.ADMIN]: "ADMIN", [UserTypeCode.MEMBER]: "MEMBER", [UserTypeCode.SUPPORT]: "SUPPORT" };
