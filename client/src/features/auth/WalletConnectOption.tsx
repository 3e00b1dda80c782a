import { FormattedMessage } from "react-intl";
import { WALLET_CONNECT_ICON } from "../../shared/wallet/walletconnect/wallet-connect-icon.js";

/** The wallet list's WalletConnect entry: phone wallets, by QR code or deep link. */
export function WalletConnectOption({ onClick }: { onClick: () => void }) {
  return (
    <li>
      <button className="wallet-option" data-testid="wallet-option-walletconnect" onClick={onClick}>
        <img src={WALLET_CONNECT_ICON} alt="" width={32} height={32} />
        <span><strong>WalletConnect</strong><span className="muted small"><FormattedMessage id="wallet.wc.hint" /></span></span>
      </button>
    </li>
  );
}
