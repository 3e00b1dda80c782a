import { FormattedMessage, useIntl } from "react-intl";
import { formatToken } from "../../../shared/format/token.js";
import { betLabel } from "../../../shared/bets/bet-label.js";
import { spotOfKey } from "../logic/spot.js";
import type { BetRow } from "../model.js";
import { Panel } from "./Panel.js";

/** The player's bets this round: those on chain with their payouts, then the chips not sent yet. */
export function MyBets({ bets, pending }: { bets: BetRow[]; pending: ReadonlyMap<string, bigint> }) {
  const intl = useIntl();
  // Hold'em calls and blackjack doubles, splits and insurance are staked on top of a bet.
  const stake = bets.reduce((s, b) => s + b.amount + b.extraStake, 0n);
  return (
    <Panel title={<FormattedMessage id="table.myBets" />} aside={stake > 0n && <span className="tpanel__sum">{formatToken(stake)}</span>} testId="my-bets">
      {!bets.length && !pending.size && <p className="muted small"><FormattedMessage id="table.myBets.empty" /></p>}
      <ul className="bet-list">
        {bets.map((b) => (
          <li key={b.id} className={b.payout === null ? "" : b.payout > b.amount + b.extraStake ? "is-win" : b.payout === 0n ? "is-lose" : ""}>
            <span className="bet-list__name">{betLabel(intl, b)}</span>
            <span className="bet-list__amount mono">{b.extraStake > 0n ? `${formatToken(b.amount)} + ${formatToken(b.extraStake)}` : formatToken(b.amount)}</span>
            <span className="bet-list__payout mono">{b.payout === null ? "—" : b.payout > 0n ? `+${formatToken(b.payout)}` : "0"}</span>
          </li>
        ))}
        {[...pending].map(([key, amount]) => (
          <li key={key} className="is-pending">
            <span className="bet-list__name">{betLabel(intl, spotOfKey(key))}</span>
            <span className="bet-list__amount mono">{formatToken(amount)}</span>
            <span className="bet-list__payout small"><FormattedMessage id="table.myBets.pending" /></span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
