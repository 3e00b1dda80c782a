import { useEffect, useState, type ReactNode } from "react";
import { Link, NavLink, Outlet, useLocation } from "react-router-dom";
import { FormattedMessage, useIntl } from "react-intl";
import { useCan } from "../../access/AccessProvider.js";
import { adminMenu, isUnder } from "./admin-menu.js";
import "../admin.css";

/** While the back office is shown, the page (and dialogs and toasts portalled to <body>) take its light theme. */
function useAdminTheme() {
  useEffect(() => {
    document.body.classList.add("admin-theme");
    return () => document.body.classList.remove("admin-theme");
  }, []);
}

/** The back office frame: side menu (a drawer below 768 px) with what the role may open, top bar, page. */
export function AdminShell({ actions, notice, siteLinks }: { actions: ReactNode; notice?: ReactNode; siteLinks?: ReactNode }) {
  useAdminTheme();
  const can = useCan();
  const intl = useIntl();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);
  const items = adminMenu.filter((item) => can(item.permission));
  return (
    <div className={`adm-shell${open ? " is-menu-open" : ""}`}>
      <aside className="adm-aside" aria-label={intl.formatMessage({ id: "admin.title" })}>
        <Link to="/admin" className="adm-brand">
          <span className="adm-brand__sun" aria-hidden />
          <span>Sunrise</span>
          <span className="adm-brand__tag"><FormattedMessage id="admin.title" /></span>
        </Link>
        <nav className="adm-menu" data-testid="admin-menu">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end className={() => `adm-menu__item${isUnder(pathname, item) ? " is-active" : ""}`}>
              <span className="adm-menu__icon" aria-hidden>{item.icon}</span>
              <FormattedMessage id={item.label} />
            </NavLink>
          ))}
        </nav>
        {siteLinks && <div className="adm-aside__footer">{siteLinks}</div>}
      </aside>
      <div className="adm-scrim" onClick={() => setOpen(false)} />
      <div className="adm-main">
        <header className="adm-topbar">
          <button type="button" className="adm-icon-btn adm-topbar__menu" aria-expanded={open} aria-label={intl.formatMessage({ id: open ? "menu.close" : "menu.open" })} onClick={() => setOpen((o) => !o)}>☰</button>
          <Link to="/admin" className="adm-brand adm-brand--compact"><span className="adm-brand__sun" aria-hidden /><span>Sunrise</span></Link>
          <div className="adm-topbar__actions">
            {siteLinks && <div className="adm-topbar__site">{siteLinks}</div>}
            {actions}
          </div>
        </header>
        <main className="adm-page">
          {notice}
          <Outlet />
        </main>
      </div>
    </div>
  );
}
