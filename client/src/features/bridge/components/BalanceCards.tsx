import { FormattedMessage } from "react-intl";
import { formatToken } from "../../../shared/format/token.js";
import type { MessageId } from "../../../shared/i18n/en.js";

/** The player's USDC (when the deployment has the vault), the two chains' SUSD, the bonus, and the total — which includes what the bridge is carrying, said beneath it. */
export function BalanceCards({ susd, g1Susd, bsusd, total, inFlight = 0n, usdc }: { susd: bigint; g1Susd: bigint; bsusd: bigint; total: bigint; inFlight?: bigint; usdc?: bigint }) {
  const cards: [MessageId, bigint, string][] = [
    ["balance.susd", susd, "balance-susd"],
    ["balance.g1Susd", g1Susd, "balance-g1susd"],
    ["balance.bsusd", bsusd, "balance-bsusd"],
    ["balance.total", total, "balance-total"],
  ];
  return (
    <div className={`balance-cards${usdc === undefined ? "" : " balance-cards--usdc"}`}>
      {usdc !== undefined && (
        <div className="stat">
          <span className="stat__label">USDC</span>
          <span className="stat__value mono" data-testid="balance-usdc" data-units={usdc.toString()}>{formatToken(usdc)}</span>
          <span className="stat__unit">USDC</span>
        </div>
      )}
      {cards.map(([label, value, testId]) => (
        <div key={testId} className={`stat${testId === "balance-total" ? " stat--accent" : ""}`}>
          <span className="stat__label"><FormattedMessage id={label} /></span>
          <span className="stat__value mono" data-testid={testId} data-units={value.toString()}>{formatToken(value)}</span>
          <span className="stat__unit">SUSD</span>
          {testId === "balance-total" && inFlight > 0n && (
            <span className="stat__note" data-testid="balance-in-flight" data-units={inFlight.toString()}>
              ⇄ <FormattedMessage id="balance.inFlight" values={{ amount: formatToken(inFlight) }} />
            </span>
          )}
        </div>
      ))}
    </div>
  );
}
