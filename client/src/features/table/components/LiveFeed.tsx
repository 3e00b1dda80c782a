import { FormattedMessage, useIntl } from "react-intl";
import { formatToken } from "../../../shared/format/token.js";
import { betLabel } from "../../../shared/bets/bet-label.js";
import type { BetRow } from "../model.js";
import { ChipToken } from "./ChipToken.js";
import { Panel } from "./Panel.js";

const short = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`;

/** Every bet placed at the table this round, as it is indexed, newest first. */
export function LiveFeed({ bets, me, players }: { bets: BetRow[]; me: string | null; players: number }) {
  const intl = useIntl();
  const rows = [...bets].reverse().slice(0, 40);
  return (
    <Panel title={<FormattedMessage id="table.feed.title" />} aside={<span className="muted small"><FormattedMessage id="table.players" values={{ count: players }} /></span>} testId="live-feed">
      {!rows.length && <p className="muted small"><FormattedMessage id="table.feed.empty" /></p>}
      <ul className="feed">
        {rows.map((b) => (
          <li key={b.id} className={b.player === me ? "is-me" : ""} data-testid="feed-bet">
            <ChipToken amount={b.amount} className="feed__chip" />
            <span className="feed__who mono">{b.player === me ? intl.formatMessage({ id: "table.feed.you" }) : short(b.player)}</span>
            <span className="feed__spot">{betLabel(intl, b)}</span>
            <span className="feed__amount mono">{formatToken(b.amount)}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
