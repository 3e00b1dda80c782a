import { paths } from "../../../app/paths.js";
import type { Permission } from "../../access/permissions.js";

export interface AdminMenuItem { to: string; label: string; icon: string; permission: Permission; /** Other path prefixes of its pages. */ also?: string[] }

const a = paths.admin;

/** SPEC §2 admin side menu, plus the operation log and the system page; each entry shown only with its permission. */
export const adminMenu: AdminMenuItem[] = [
  { to: a.dashboard, label: "admin.menu.dashboard", icon: "◧", permission: "dashboard.read" },
  { to: a.topBanner, label: "admin.menu.topBanner", icon: "▭", permission: "content.write" },
  { to: a.popup, label: "admin.menu.popup", icon: "◳", permission: "content.write" },
  { to: a.messages, label: "admin.menu.messages", icon: "✉", permission: "content.write" },
  { to: a.categories, label: "admin.menu.categories", icon: "☷", permission: "content.write", also: ["/admin/category/"] },
  { to: a.games, label: "admin.menu.gameConfig", icon: "♠", permission: "games.read" },
  { to: a.gameResult, label: "admin.menu.gameResult", icon: "◎", permission: "results.read" },
  { to: a.areas, label: "admin.menu.areaConfig", icon: "⌂", permission: "areas.read" },
  { to: a.jackpot, label: "admin.menu.jackpot", icon: "✦", permission: "jackpots.read", also: ["/admin/jackpots/", "/admin/tickets/"] },
  { to: a.membership, label: "admin.menu.membership", icon: "☺", permission: "members.read" },
  { to: a.chatLog, label: "adm.menu.chatLog", icon: "✎", permission: "chat.read" },
  { to: a.responsibleGaming, label: "adm.menu.responsibleGaming", icon: "◔", permission: "members.read" },
  { to: a.administrator, label: "admin.menu.administrator", icon: "⚑", permission: "staff.read" },
  { to: a.bridgeHistory, label: "admin.menu.bridge", icon: "⇄", permission: "bridge.read" },
  { to: a.bridgeReview, label: "adm.menu.bridgeReview", icon: "◷", permission: "bridge.read" },
  { to: a.logTx, label: "admin.menu.transaction", icon: "≡", permission: "transactions.read" },
  { to: a.affiliates, label: "adm.menu.affiliates", icon: "⚭", permission: "affiliates.read" },
  { to: a.stakingRounds, label: "adm.menu.stakingRounds", icon: "◈", permission: "transactions.read" },
  { to: a.tools, label: "admin.menu.tools", icon: "⚙", permission: "tools.run" },
  { to: a.transfer, label: "admin.menu.transfer", icon: "→", permission: "transfer.run" },
  { to: a.operationLog, label: "adm.menu.operationLog", icon: "☰", permission: "oplog.read", also: ["/admin/operation-log/"] },
  { to: a.system, label: "adm.menu.system", icon: "◉", permission: "system.read" },
];

/** Whether a path is one of the entry's pages (its list, new, edit or view). */
export function isUnder(pathname: string, item: AdminMenuItem): boolean {
  if (item.to === a.dashboard) return pathname === a.dashboard || pathname === `${a.dashboard}/`;
  return pathname === item.to || [`${item.to}/`, ...(item.also ?? [])].some((prefix) => pathname.startsWith(prefix));
}
