import type { Permission } from "./permissions.js";

type StaffType = "ADMIN" | "MEMBER" | "SUPPORT";

const read: Permission[] = ["dashboard.read", "games.read", "areas.read", "results.read", "members.read", "bridge.read", "transactions.read", "jackpots.read", "tickets.read", "oplog.read", "affiliates.read", "system.read"];

/** The role matrix the gateway enforces, for a staff type (used while the viewer's own list loads). */
export const ROLE_PERMISSIONS: Record<StaffType, Permission[]> = {
  ADMIN: [...read, "games.write", "areas.write", "results.refund", "members.ban", "protection.write", "staff.read", "staff.write", "bridge.review", "tools.run", "transfer.run", "jackpots.write", "tickets.write", "content.write", "affiliates.write", "staking.write", "chat.read", "chat.moderate"],
  MEMBER: [...read, "games.write", "areas.write", "results.refund", "jackpots.write", "tickets.write", "content.write", "chat.read"],
  SUPPORT: [...read, "members.ban", "protection.write", "tickets.write", "chat.read", "chat.moderate"],
};

export function permissionsOfType(userType: string | undefined): Permission[] {
  return userType === "ADMIN" || userType === "MEMBER" || userType === "SUPPORT" ? ROLE_PERMISSIONS[userType] : [];
}
