import { useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSession } from "../../shared/session/SessionProvider.js";
import { ConnectWalletModal } from "./ConnectWalletModal.js";
import { RegisterModal } from "./RegisterModal.js";

const short = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`;

/** Header control: connect, the signed-in address, registration when needed, disconnect. */
export function AccountButton() {
  const session = useSession();
  const intl = useIntl();
  const [connecting, setConnecting] = useState(false);
  const [registering, setRegistering] = useState(false);
  const needsRegistration = session.status === "signedIn" && session.meLoaded && !session.me;

  useEffect(() => {
    if (needsRegistration) setRegistering(true);
  }, [needsRegistration]);

  if (session.status === "signedIn" && session.active) {
    return (
      <div className="account" data-testid="account-menu">
        {needsRegistration && (
          <button className="btn btn--primary btn--sm" onClick={() => setRegistering(true)}><FormattedMessage id="register.submit" /></button>
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
        {registering && <RegisterModal onClose={() => setRegistering(false)} />}
      </div>
    );
  }
  return (
    <>
      <button className="btn btn--primary" data-testid="connect-wallet" disabled={session.status === "initializing"} onClick={() => setConnecting(true)}>
        <FormattedMessage id="wallet.connect" />
      </button>
      {connecting && <ConnectWalletModal onClose={() => setConnecting(false)} />}
    </>
  );
}
