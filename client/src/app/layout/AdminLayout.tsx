import { Link, Navigate } from "react-router-dom";
import { FormattedMessage } from "react-intl";
import { useSession } from "../../shared/session/SessionProvider.js";
import { AccountButton } from "../../features/auth/AccountButton.js";
import { adminMenu } from "./menus.js";
import { Shell } from "./Shell.js";

/** Admin pages only for an admin user (SPEC §5 check is made by the gateway: me.isAdmin). */
export function AdminLayout() {
  const session = useSession();
  if (session.status === "initializing" || session.status === "signing" || (session.status === "signedIn" && !session.meLoaded)) {
    return <div className="page center pad"><span className="spinner" /></div>;
  }
  if (!session.me?.isAdmin) return <Navigate to="/" replace />;
  return <Shell variant="admin" menu={adminMenu} actions={<><Link className="btn btn--ghost btn--sm" to="/"><FormattedMessage id="admin.backToSite" /></Link><AccountButton /></>} />;
}
