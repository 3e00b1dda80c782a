import { useState } from "react";
import { Wallet } from "ethers";
import { FormattedMessage } from "react-intl";
import { pairGameWallet } from "../../../shared/wallet/game-wallet.js";
import { useSession } from "../../../shared/session/SessionProvider.js";
import { useErrorText } from "../../../shared/session/useErrorText.js";
import { decryptPrivateKey } from "../../../shared/wallet/sunc-crypto.js";
import { useToast } from "../../../shared/ui/toasts.js";

/** "Account has not registered Burn address yet!" with the action that fixes it (e.g. after the chains restart). */
export function PairBanner({ onPaired }: { onPaired: () => void }) {
  const session = useSession();
  const errorText = useErrorText();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const register = async () => {
    if (!session.config || !session.me?.sunc) return;
    setBusy(true);
    try {
      const key = await decryptPrivateKey(session.me.sunc.encryptedPrivateKey, await session.secret());
      await pairGameWallet(await session.signer(), session.config.assetBridge, new Wallet(key));
      onPaired();
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="banner banner--warn" role="alert">
      <span><FormattedMessage id="pair.missing" /></span>
      <button className="btn btn--primary btn--sm" disabled={busy} onClick={() => void register()}><FormattedMessage id="pair.register" /></button>
    </div>
  );
}
