import { FormattedMessage } from "react-intl";
import { formatToken } from "../../../shared/format/token.js";
import type { MessageId } from "../../../shared/i18n/en.js";

/** The two chains' SUSD, the bonus, and the total — which includes what the bridge is carrying, said beneath it. */
export function BalanceCards({ susd, g1Susd, bsusd, total, inFlight = 0n }: { susd: bigint; g1Susd: bigint; bsusd: bigint; total: bigint; inFlight?: bigint }) {
  const cards: [MessageId, bigint, string][] = [
    ["balance.susd", susd, "balance-susd"],
    ["balance.g1Susd", g1Susd, "balance-g1susd"],
    ["balance.bsusd", bsusd, "balance-bsusd"],
    ["balance.total", total, "balance-total"],
  ];
  return (
    <div className="balance-cards">
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
