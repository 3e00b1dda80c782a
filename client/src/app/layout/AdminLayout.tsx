import { Link } from "react-router-dom";
import { FormattedMessage } from "react-intl";
import { useSession } from "../../shared/session/SessionProvider.js";
import { AccountButton } from "../../features/auth/AccountButton.js";
import { AdminIntl } from "../../admin/i18n/AdminIntl.js";
import { AccessProvider } from "../../admin/access/AccessProvider.js";
import { useViewerPermissions } from "../../admin/access/useViewerPermissions.js";
import { AdminShell } from "../../admin/ui/layout/AdminShell.js";
import { LocaleSwitch } from "./LocaleSwitch.js";
import { PageLoading } from "../../shared/ui/loading.js";
import { StaffSignIn } from "./StaffSignIn.js";

/** The back office, for staff only (SPEC §5 admin check made by the gateway: me.isAdmin); anyone else is asked to sign in as staff. */
export function AdminLayout() {
  const session = useSession();
  if (session.status === "initializing" || session.status === "signing" || (session.status === "signedIn" && !session.meLoaded)) {
    return <PageLoading />;
  }
  if (!session.me?.isAdmin) return <StaffSignIn signedIn={session.status === "signedIn"} />;
  return <StaffArea userType={session.me.userType} gatewayDown={session.gatewayDown} />;
}

function StaffArea({ userType, gatewayDown }: { userType: string; gatewayDown: boolean }) {
  const { granted, refused } = useViewerPermissions(userType);
  const siteLinks = (
    <>
      <LocaleSwitch />
      <Link className="btn btn--ghost btn--sm" to="/"><FormattedMessage id="admin.backToSite" /></Link>
    </>
  );
  return (
    <AdminIntl>
      <AccessProvider granted={granted}>
        <AdminShell
          notice={
            <>
              {gatewayDown && <div className="adm-alert adm-alert--warn" role="alert"><FormattedMessage id="gateway.down" /></div>}
              {refused && <div className="adm-alert adm-alert--error" role="alert"><FormattedMessage id="adm.access.refused" /></div>}
            </>
          }
          siteLinks={siteLinks}
          actions={<AccountButton />}
        />
      </AccessProvider>
    </AdminIntl>
  );
}
