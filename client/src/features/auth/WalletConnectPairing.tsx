import { useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useIsPhone } from "./use-is-phone.js";

/**
 * A WalletConnect pairing waiting for the phone: on a desktop its QR code to scan, on a phone a
 * button that opens the wallet app (the `wc:` deep link); the link to copy on both.
 */
export function WalletConnectPairing({ uri }: { uri: string }) {
  const intl = useIntl();
  const phone = useIsPhone();
  const [qr, setQr] = useState<string>();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (phone) return;
    let live = true;
    // The QR encoder is its own small chunk, fetched only once a pairing shows.
    void import("qrcode").then(({ toString }) =>
      toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" }).then((svg) => live && setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`)),
    );
    return () => {
      live = false;
    };
  }, [uri, phone]);

  const copy = () => {
    void navigator.clipboard?.writeText(uri).then(() => setCopied(true), () => undefined);
  };

  return (
    <div className="wc-pairing" data-testid="wc-pairing">
      {phone ? (
        <a className="btn btn--primary btn--block" href={uri} data-testid="wc-deeplink"><FormattedMessage id="wallet.wc.open" /></a>
      ) : (
        <>
          <p className="muted small center"><FormattedMessage id="wallet.wc.scan" /></p>
          <div className="wc-pairing__qr">{qr ? <img src={qr} alt={intl.formatMessage({ id: "wallet.wc.qrAlt" })} data-testid="wc-qr" /> : <span className="spinner spinner--inline" />}</div>
        </>
      )}
      <div className="wc-pairing__link">
        <input className="input mono small" readOnly value={uri} aria-label={intl.formatMessage({ id: "wallet.wc.link" })} data-testid="wc-uri" onFocus={(e) => e.currentTarget.select()} />
        <button className="btn btn--ghost" data-testid="wc-copy" onClick={copy}><FormattedMessage id={copied ? "wallet.wc.copied" : "wallet.wc.copy"} /></button>
      </div>
      <p className="muted small center"><span className="spinner spinner--inline" /> <FormattedMessage id="wallet.wc.waiting" /></p>
    </div>
  );
}
