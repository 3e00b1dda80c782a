import { lazy, Suspense, useEffect, useState } from "react";
import { FormattedMessage } from "react-intl";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { AccountButton } from "../../features/auth/AccountButton.js";
import { BalanceChip } from "../../features/bridge/components/BalanceChip.js";
import { MessageAlerts } from "../../features/messages/MessageAlerts.js";
import { notificationStore } from "../../shared/ui/notifications.js";
import { playerMenuFor } from "./menus.js";
import { useRefCodeNotice } from "./useRefCodeNotice.js";
import { useSession } from "../../shared/session/SessionProvider.js";
import { Shell } from "./Shell.js";
import { paths } from "../paths.js";

// Popups load after the page, in their own chunk.
const PopupHost = lazy(() => import("../../features/popups/PopupHost.js"));
// Reality checks and the first-deposit prompt: their own chunk, for signed-in players only.
const PlayerGuard = lazy(() => import("../../features/responsible-gaming/PlayerGuard.js"));

export function PlayerLayout() {
  const navigate = useNavigate();
  const { me, status } = useSession();
  // Only the link the site was opened with counts, not later pages.
  const location = useLocation();
  const [entrySearch] = useState(location.search);
  useRefCodeNotice(entrySearch);
  // Notices (outside the router) open their paths with the router's navigate.
  useEffect(() => {
    notificationStore.setNavigator((to) => void navigate(to));
    return () => notificationStore.setNavigator(undefined);
  }, [navigate]);
  return (
    <>
      <MessageAlerts />
      <Suspense fallback={null}><PopupHost /></Suspense>
      <Shell
        variant="player"
        menu={playerMenuFor(me?.userType)}
        actions={<><BalanceChip /><AccountButton /></>}
        notice={status === "signedIn" && <Suspense fallback={null}><PlayerGuard /></Suspense>}
        footer={
          <>
            <p className="muted small"><FormattedMessage id="app.tagline" /></p>
            <p className="small"><Link to={paths.responsibleGaming}><FormattedMessage id="menu.responsibleGaming" /></Link></p>
          </>
        }
      />
    </>
  );
}
