import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { useSession } from "../../shared/session/SessionProvider.js";
import { useConnectRequests } from "../../shared/session/connect-request.js";
import { readLogin } from "../../shared/storage/session-storage.js";

// Wallet code (ethers) loads when a player connects or registers, not with the lobby.
const ConnectWalletModal = lazy(() => import("./ConnectWalletModal.js").then((m) => ({ default: m.ConnectWalletModal })));
const RegisterModal = lazy(() => import("./RegisterModal.js").then((m) => ({ default: m.RegisterModal })));

const short = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`;

/** Header control: connect, the signed-in address, registration when needed, disconnect. */
export function AccountButton() {
  const session = useSession();
  const intl = useIntl();
  const [connecting, setConnecting] = useState(false);
  const [registering, setRegistering] = useState(false);
  const needsRegistration = session.status === "signedIn" && session.meLoaded && !session.me;
  const signedIn = session.status === "signedIn";
  useConnectRequests(useCallback(() => setConnecting(!signedIn), [signedIn]));

  useEffect(() => {
    if (needsRegistration) setRegistering(true);
  }, [needsRegistration]);

  if (session.status === "signedIn" && session.active) {
    return (
      <div className="account" data-testid="account-menu">
        {needsRegistration && (
          <button className="btn btn--primary btn--sm" onClick={() => setRegistering(true)}><FormattedMessage id="register.submit" /></button>
        )}
        {session.me?.isAffiliate && (
          <Link to="/affiliate" className="pill account__role" data-testid="account-affiliate"><FormattedMessage id="menu.affiliate" /></Link>
        )}
        <span className="account__chip mono" title={session.active.address}>
          <span className="account__dot" aria-hidden />
          {short(session.active.address)}
        </span>
        <button className="btn btn--ghost btn--sm account__disconnect" aria-label={intl.formatMessage({ id: "wallet.disconnect" })} onClick={() => void session.disconnect()}>
          <span className="account__disconnect-text"><FormattedMessage id="wallet.disconnect" /></span>
          <svg className="account__disconnect-icon" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" aria-hidden>
            <path d="M12 3v8" />
            <path d="M6.3 7.3a8 8 0 1 0 11.4 0" />
          </svg>
        </button>
        {registering && <Suspense fallback={null}><RegisterModal onClose={() => setRegistering(false)} /></Suspense>}
      </div>
    );
  }
  // After a reload the stored login is being restored: show its account, not a Connect button that is about to vanish.
  const restoring = session.status === "initializing" ? readLogin() : null;
  if (restoring) {
    return (
      <div className="account" data-testid="account-restoring" aria-busy="true">
        <span className="account__chip account__chip--restoring mono" title={restoring.login.address}>
          <span className="account__dot" aria-hidden />
          {short(restoring.login.address)}
        </span>
      </div>
    );
  }
  return (
    <>
      <span className="account__name" data-testid="account-name"><FormattedMessage id="wallet.guest" /></span>
      <button className="btn btn--primary" data-testid="connect-wallet" disabled={session.status === "initializing"} onClick={() => setConnecting(true)}>
        <FormattedMessage id="wallet.connect" />
      </button>
      {connecting && <Suspense fallback={<span className="spinner spinner--inline" />}><ConnectWalletModal onClose={() => setConnecting(false)} /></Suspense>}
    </>
  );
}
