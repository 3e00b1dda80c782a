import { NavLink } from "react-router-dom";
import { FormattedMessage } from "react-intl";
import type { MenuItem } from "./menus.js";
import { UnreadBadge } from "../../features/messages/components/UnreadBadge.js";

export function SideMenu({ items, onNavigate }: { items: MenuItem[]; onNavigate?: () => void }) {
  return (
    <nav className="side-menu">
      {items.map((item) =>
        item.external ? (
          <a key={item.to} className="side-menu__item" href={item.to} target="_blank" rel="noreferrer">
            <span className="side-menu__icon" aria-hidden>{item.icon}</span>
            <FormattedMessage id={item.label} />
          </a>
        ) : (
          <NavLink key={item.to} to={item.to} end={item.badge !== "unread"} className={({ isActive }) => `side-menu__item${isActive ? " is-active" : ""}`} onClick={onNavigate}>
            <span className="side-menu__icon" aria-hidden>{item.icon}</span>
            <FormattedMessage id={item.label} />
            {item.badge === "unread" && <UnreadBadge />}
          </NavLink>
        ),
      )}
    </nav>
  );
}
