import { FormattedMessage, useIntl } from "react-intl";
import { formatToken } from "../format/token.js";
import type { BetRecord } from "./round-record.js";
import { CheckList, CheckSummary } from "./CheckList.js";
import { forfeitChecks, type WorstCase } from "./checks/forfeit-checks.js";

/** How a bet reads in the player's language; the table screen passes its own board names. */
export type DescribeBet = (bet: Pick<BetRecord, "kind" | "numbers">) => string;

/** A round the dealer did not settle in time: each bet with its stake, its worst case for the house, and what it was paid. */
export function ForfeitView({ gameType, bets, noCommission, describeBet, worstCase }: { gameType: number; bets: readonly BetRecord[]; noCommission?: boolean; describeBet?: DescribeBet; worstCase?: WorstCase }) {
  const intl = useIntl();
  const v = forfeitChecks(gameType, bets, noCommission, worstCase);
  const amount = (units: bigint | null) => (units === null ? "—" : formatToken(units));
  return (
    <>
      <p data-testid="verify-forfeited"><FormattedMessage id="verify.forfeit.body" /></p>
      {!bets.length ? <p className="muted"><FormattedMessage id="verify.forfeit.noBets" /></p> : (
        <>
          <CheckSummary checks={v.checks} />
          <table className="table verify__bets">
            <thead>
              <tr>
                <th><FormattedMessage id="verify.forfeit.bet" /></th>
                <th><FormattedMessage id="verify.forfeit.stake" /></th>
                <th><FormattedMessage id="verify.forfeit.worstCase" /></th>
                <th><FormattedMessage id="verify.forfeit.paid" /></th>
              </tr>
            </thead>
            <tbody>
              {v.bets.map((row, i) => (
                <tr key={i} data-testid="verify-forfeit-bet">
                  <td>{describeBet ? describeBet(row.bet) : `${intl.formatMessage({ id: "verify.forfeit.bet" })} ${i + 1}`}</td>
                  <td className="mono">{formatToken(row.bet.amount)}</td>
                  <td className="mono">{amount(row.worstCase)}</td>
                  <td className="mono">{amount(row.paid)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <CheckList checks={v.checks} />
        </>
      )}
    </>
  );
}
