import type { MessageId } from "../../shared/i18n/en.js";
import { paths } from "../paths.js";

export interface MenuItem { to: string; label: MessageId; icon: string; external?: boolean }

/** SPEC §2 player side menu (hidden entries — Games, Area, Campaigns, Reward — are not listed). */
export const playerMenu: MenuItem[] = [
  { to: paths.home, label: "menu.home", icon: "◆" },
  { to: paths.favorite, label: "menu.favorite", icon: "★" },
  { to: paths.ranking, label: "menu.ranking", icon: "▲" },
  { to: paths.bridge, label: "menu.bridge", icon: "⇄" },
  { to: paths.bonus, label: "menu.bonus", icon: "✦" },
  { to: paths.myPage, label: "menu.myPage", icon: "●" },
  { to: paths.messages, label: "menu.information", icon: "✉" },
  { to: paths.help, label: "menu.help", icon: "?", external: true },
];

/** SPEC §2 admin side menu. */
export const adminMenu: MenuItem[] = [
  { to: paths.admin.dashboard, label: "admin.menu.dashboard", icon: "◆" },
  { to: paths.admin.topBanner, label: "admin.menu.topBanner", icon: "▭" },
  { to: paths.admin.popup, label: "admin.menu.popup", icon: "◳" },
  { to: paths.admin.messages, label: "admin.menu.messages", icon: "✉" },
  { to: paths.admin.categories, label: "admin.menu.categories", icon: "☰" },
  { to: paths.admin.games, label: "admin.menu.gameConfig", icon: "♠" },
  { to: paths.admin.gameResult, label: "admin.menu.gameResult", icon: "◎" },
  { to: paths.admin.areas, label: "admin.menu.areaConfig", icon: "⌂" },
  { to: paths.admin.jackpot, label: "admin.menu.jackpot", icon: "✦" },
  { to: paths.admin.membership, label: "admin.menu.membership", icon: "♛" },
  { to: paths.admin.administrator, label: "admin.menu.administrator", icon: "⚑" },
  { to: paths.admin.bridgeHistory, label: "admin.menu.bridge", icon: "⇄" },
  { to: paths.admin.logTx, label: "admin.menu.transaction", icon: "≡" },
  { to: paths.admin.tools, label: "admin.menu.tools", icon: "⚙" },
  { to: paths.admin.transfer, label: "admin.menu.transfer", icon: "→" },
];
