import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useApolloClient } from "@apollo/client/react";
import { useSession } from "../../shared/session/SessionProvider.js";
import { useErrorText } from "../../shared/session/useErrorText.js";
import { Modal } from "../../shared/ui/modal.js";
import { useToast } from "../../shared/ui/toasts.js";
import { registerGameWallet } from "../../shared/wallet/game-wallet.js";
import { WALLET_CONNECT_RDNS } from "../../shared/wallet/walletconnect/wallet-connect-id.js";

/**
 * Shown to a signed-in wallet with no user yet: creates the game wallet, then reloads (SPEC §4). A
 * WalletConnect login is never restored by a reload (SPEC §4), so there the data is fetched again in place.
 */
export function RegisterModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const errorText = useErrorText();
  const client = useApolloClient();
  const session = useSession();
  const [working, setWorking] = useState(false);

  const submit = async () => {
    if (!session.config) return;
    setWorking(true);
    try {
      const secret = await session.secret();
      await registerGameWallet({ client, signer: await session.signer(), secret, assetBridge: session.config.assetBridge });
      toast.success(intl.formatMessage({ id: "register.done" }));
      if (session.active?.detail.info.rdns !== WALLET_CONNECT_RDNS) return window.location.reload();
      await client.refetchQueries({ include: "active" });
      onClose();
    } catch (e) {
      toast.error(`${intl.formatMessage({ id: "register.failed" })}: ${errorText(e)}`);
      setWorking(false);
    }
  };

  return (
    <Modal title={<FormattedMessage id="register.title" />} onClose={onClose}>
      <div className="modal__body">
        <p><FormattedMessage id="register.body" /></p>
        <p className="muted small"><FormattedMessage id="register.steps" /></p>
      </div>
      <div className="modal__actions">
        <button className="btn btn--primary btn--block" data-testid="register-submit" disabled={working} onClick={() => void submit()}>
          {working ? <><span className="spinner spinner--inline" /> <FormattedMessage id="register.working" /></> : <FormattedMessage id="register.submit" />}
        </button>
      </div>
    </Modal>
  );
}
