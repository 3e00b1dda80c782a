import { useState, type ReactNode } from "react";
import { Link, Outlet } from "react-router-dom";
import { FormattedMessage, useIntl } from "react-intl";
import { SideMenu } from "./SideMenu.js";
import { UnreadBadge } from "../../features/messages/components/UnreadBadge.js";
import { LocaleSwitch } from "./LocaleSwitch.js";
import type { MenuItem } from "./menus.js";
import { useSession } from "../../shared/session/SessionProvider.js";
import { useMaintenance } from "../../shared/ui/maintenance.js";
import { ChainHealthNotice } from "../../shared/chain-health/ChainHealthNotice.js";

/** The frame of both layouts: brand, side menu (a drawer below 768 px), header actions, notices above the page, page. */
export function Shell({ menu, actions, variant, footer, notice }: { menu: MenuItem[]; actions: ReactNode; variant: "player" | "admin"; footer?: ReactNode; notice?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const intl = useIntl();
  const { gatewayDown, banned, me } = useSession();
  // SPEC §2: under maintenance players see the notice instead of the page; staff keep the site, told so.
  const maintenance = useMaintenance() && variant === "player";
  const staff = !!me && me.userType !== "NORMAL";
  return (
    <div className={`shell shell--${variant}${open ? " shell--menu-open" : ""}`}>
      <aside className="shell__aside">
        <Link to={variant === "admin" ? "/admin" : "/"} className="brand" onClick={() => setOpen(false)}>
          <span className="brand__sun" aria-hidden />
          <span className="brand__name">Sunrise</span>
          {variant === "admin" && <span className="brand__tag"><FormattedMessage id="admin.title" /></span>}
        </Link>
        <SideMenu items={menu} onNavigate={() => setOpen(false)} />
        <div className="shell__aside-footer">
          <div className="shell__aside-locale"><LocaleSwitch /></div>
          {footer}
        </div>
      </aside>
      <div className="shell__scrim" onClick={() => setOpen(false)} />
      <div className="shell__main">
        <header className="topbar">
          <button className="icon-btn topbar__menu" aria-label={intl.formatMessage({ id: open ? "menu.close" : "menu.open" })} onClick={() => setOpen((o) => !o)}>☰{variant === "player" && <UnreadBadge compact />}</button>
          <Link to="/" className="brand brand--compact"><span className="brand__sun" aria-hidden /><span className="brand__name">Sunrise</span></Link>
          <div className="topbar__actions">
            <LocaleSwitch />
            {actions}
          </div>
        </header>
        <main className="page">
          {banned ? (
            <div className="banner banner--error" role="alert" data-testid="banned"><FormattedMessage id="wallet.banned" /></div>
          ) : (
            gatewayDown && <div className="banner banner--warn" role="alert"><FormattedMessage id="gateway.down" /></div>
          )}
          {!gatewayDown && <ChainHealthNotice />}
          {maintenance && staff && <div className="banner banner--warn" role="status"><FormattedMessage id="maintenance.staff" /></div>}
          {notice}
          {maintenance && !staff ? (
            <div className="card empty-state" role="alert" data-testid="maintenance">
              <span className="empty-state__icon" aria-hidden>⚙</span>
              <FormattedMessage id="maintenance" />
            </div>
          ) : (
            <Outlet />
          )}
        </main>
      </div>
    </div>
  );
}
