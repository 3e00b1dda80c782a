import { Link } from "react-router-dom";
import { FormattedMessage } from "react-intl";
import { AccountButton } from "../../features/auth/AccountButton.js";

/** What /admin shows anyone who is not signed in as staff: why, and the sign-in itself (or the way back). */
export function StaffSignIn({ signedIn }: { signedIn: boolean }) {
  return (
    <main className="card empty-state" data-testid="staff-sign-in">
      <h1><FormattedMessage id="admin.signIn.title" /></h1>
      <p><FormattedMessage id={signedIn ? "admin.signIn.notStaff" : "admin.signIn.needed"} /></p>
      <AccountButton />
      <Link className="btn btn--ghost btn--sm" to="/"><FormattedMessage id="admin.backToSite" /></Link>
    </main>
  );
}
