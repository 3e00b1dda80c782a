import type { MessageId } from "../../shared/i18n/en.js";
import { paths } from "../paths.js";

export interface MenuItem { to: string; label: MessageId; icon: string; external?: boolean; /** A live count shown beside it. */ badge?: "unread" }

/** SPEC §2 player side menu (hidden entries — Games, Area, Campaigns, Reward — are not listed), with the Responsible gaming settings SPEC §2 names shown after My Page. */
export const playerMenu: MenuItem[] = [
  { to: paths.home, label: "menu.home", icon: "◆" },
  { to: paths.favorite, label: "menu.favorite", icon: "★" },
  { to: paths.ranking, label: "menu.ranking", icon: "▲" },
  { to: paths.bridge, label: "menu.bridge", icon: "⇄" },
  { to: paths.bonus, label: "menu.bonus", icon: "✦" },
  { to: paths.myPage, label: "menu.myPage", icon: "●" },
  { to: paths.responsibleGaming, label: "menu.responsibleGaming", icon: "♡" },
  { to: paths.messages, label: "menu.information", icon: "✉", badge: "unread" },
  { to: paths.help, label: "menu.help", icon: "?", external: true },
];

/** SPEC §6: staff (any user type but NORMAL) also get the way to the back office on the player site. */
export const backOfficeItem: MenuItem = { to: paths.admin.dashboard, label: "admin.title", icon: "⚙" };

export const playerMenuFor = (userType: string | undefined): MenuItem[] => (userType && userType !== "NORMAL" ? [...playerMenu, backOfficeItem] : playerMenu);
