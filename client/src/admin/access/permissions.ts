/** The back-office permissions (design of the admin API); the gateway checks each on every admin field. */
export const PERMISSIONS = [
  "dashboard.read",
  "games.read", "games.write",
  "areas.read", "areas.write",
  "results.read", "results.refund",
  "members.read", "members.ban", "protection.write",
  "staff.read", "staff.write",
  "bridge.read", "bridge.review", "transactions.read",
  "tools.run", "transfer.run",
  "jackpots.read", "jackpots.write", "tickets.read", "tickets.write",
  "content.write",
  "oplog.read",
  "affiliates.read", "affiliates.write", "staking.write",
  "chat.read", "chat.moderate",
  "system.read",
] as const;

export type Permission = (typeof PERMISSIONS)[number];

const isPermission = (p: string): p is Permission => (PERMISSIONS as readonly string[]).includes(p);

/** Keeps the names this client knows (the server may grant more than it shows). */
export function knownPermissions(granted: readonly string[]): Set<Permission> {
  return new Set(granted.filter(isPermission));
}
