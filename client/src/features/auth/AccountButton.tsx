import { useEffect, useState } from "react";
import { FormattedMessage } from "react-intl";
import { useSession } from "../../shared/session/SessionProvider.js";
import { ConnectWalletModal } from "./ConnectWalletModal.js";
import { RegisterModal } from "./RegisterModal.js";

const short = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`;

/** Header control: connect, the signed-in address, registration when needed, disconnect. */
export function AccountButton() {
  const session = useSession();
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
        <button className="btn btn--ghost btn--sm" onClick={() => void session.disconnect()}><FormattedMessage id="wallet.disconnect" /></button>
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
