import { useEffect, useState } from "react";
import { FormattedMessage } from "react-intl";
import { useSession } from "../../shared/session/SessionProvider.js";
import { useErrorText } from "../../shared/session/useErrorText.js";
import { LOCAL_ACCOUNT_INDEXES, LOCAL_WALLET_RDNS, localAccountAddress } from "../../shared/wallet/local-wallet.js";
import type { WalletDetail } from "../../shared/wallet/eip1193.js";
import { Modal } from "../../shared/ui/modal.js";
import { useToast } from "../../shared/ui/toasts.js";
import { WalletConnectOption } from "./WalletConnectOption.js";
import { WalletConnectPairing } from "./WalletConnectPairing.js";
import { useWalletConnectPairing } from "./use-wallet-connect-pairing.js";

const short = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`;

/** EIP-6963 wallet list beside WalletConnect (QR code, link, phone deep link); the Local wallet asks which development account to use. */
export function ConnectWalletModal({ onClose }: { onClose: () => void }) {
  const errorText = useErrorText();
  const toast = useToast();
  const { config, wallets, localWallet, loadLocalWallet, connect, status, walletConnectOffered } = useSession();
  const [pickingLocal, setPickingLocal] = useState(false);
  const [localFailed, setLocalFailed] = useState(false);
  useEffect(() => {
    loadLocalWallet().catch(() => setLocalFailed(true));
  }, [loadLocalWallet]);

  const pairing = useWalletConnectPairing();
  // Closing the dialog gives up a pairing no phone has answered, so the session is a guest's again.
  const close = () => {
    pairing.abort();
    onClose();
  };

  const run = async (detail: WalletDetail) => {
    try {
      await connect(detail);
      onClose();
    } catch (e) {
      toast.error(errorText(e));
    }
  };

  const local = wallets.find((w) => w.info.rdns === LOCAL_WALLET_RDNS);
  const injected = wallets.filter((w) => w.info.rdns !== LOCAL_WALLET_RDNS);
  const localPending = !!config?.devWallet && !local && !localFailed;
  const connectWalletConnect = () =>
    void pairing.start().then(
      (detail) => run(detail),
      (e: unknown) => toast.error(errorText(e)),
    );

  return (
    <Modal title={<FormattedMessage id={pairing.uri && status === "signing" ? "wallet.wc.title" : pickingLocal ? "wallet.chooseAccount" : "wallet.choose"} />} onClose={close}>
      {status === "signing" && pairing.uri ? (
        <WalletConnectPairing uri={pairing.uri} />
      ) : status === "signing" || pairing.loading ? (
        <p className="muted center pad"><span className="spinner spinner--inline" /> <FormattedMessage id="wallet.signingIn" /></p>
      ) : pickingLocal && local && localWallet ? (
        <ul className="wallet-list">
          {LOCAL_ACCOUNT_INDEXES.map((i) => (
            <li key={i}>
              <button className="wallet-option" data-testid={`local-account-${i}`} onClick={() => (localWallet.selectAccount(i), void run(local))}>
                <span className="wallet-option__avatar" aria-hidden>{i}</span>
                <span><strong><FormattedMessage id="wallet.account" values={{ index: i }} /></strong><span className="muted mono">{short(localAccountAddress(i))}</span></span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="wallet-list">
          {injected.map((w) => (
            <li key={w.info.uuid}>
              <button className="wallet-option" data-testid={`wallet-option-${w.info.rdns}`} onClick={() => void run(w)}>
                <img src={w.info.icon} alt="" width={32} height={32} />
                <strong>{w.info.name}</strong>
              </button>
            </li>
          ))}
          {local && (
            <li>
              <button className="wallet-option" data-testid={`wallet-option-${LOCAL_WALLET_RDNS}`} onClick={() => setPickingLocal(true)}>
                <img src={local.info.icon} alt="" width={32} height={32} />
                <span><strong><FormattedMessage id="wallet.local" /></strong><span className="muted small"><FormattedMessage id="wallet.localHint" /></span></span>
              </button>
            </li>
          )}
          {walletConnectOffered && <WalletConnectOption onClick={connectWalletConnect} />}
          {localPending && injected.length === 0 && <li className="muted center pad" data-testid="wallets-loading"><span className="spinner spinner--inline" /></li>}
          {wallets.length === 0 && !localPending && !walletConnectOffered && (
            <li className="wallet-empty" role="alert">
              <strong><FormattedMessage id="wallet.providerError" /></strong>
              <span><FormattedMessage id="wallet.noProvider" /></span>
              <span className="muted small"><FormattedMessage id="wallet.none" /></span>
            </li>
          )}
        </ul>
      )}
    </Modal>
  );
}
