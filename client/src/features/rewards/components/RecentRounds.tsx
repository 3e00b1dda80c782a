import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from "react-intl";
import type { StakingRoundHistoryQuery } from "../../../gql/pages/graphql.js";
import { formatUnits } from "../../../shared/format/number.js";

type Round = StakingRoundHistoryQuery["stakingRoundHistory"][number];

/** The last rounds with the figures their rewards were computed from, so anyone can check them against the bets. */
export function RecentRounds({ rounds }: { rounds: readonly Round[] }) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  const ended = rounds.filter((r) => r.endedAt);
  if (!ended.length) return null;
  return (
    <section className="card" aria-labelledby="reward-rounds-title">
      <h2 id="reward-rounds-title" className="card__title"><FormattedMessage id="reward.rounds.title" /></h2>
      <div className="table-wrap">
        <table className="table table--stack" data-testid="reward-rounds">
          <thead>
            <tr>
              <th><FormattedMessage id="reward.rounds.round" /></th>
              <th><FormattedMessage id="reward.rounds.window" /></th>
              <th className="num"><FormattedMessage id="reward.rounds.wagered" /></th>
              <th className="num"><FormattedMessage id="reward.rounds.houseNet" /></th>
              <th className="num"><FormattedMessage id="reward.rounds.reward" /></th>
            </tr>
          </thead>
          <tbody>
            {ended.map((r) => (
              <tr key={r.id} data-testid="reward-round-row">
                <td data-label={label("reward.rounds.round")}>#{r.roundId + 1}</td>
                <td data-label={label("reward.rounds.window")} className="small">
                  {r.figures ? <span className="reward-window"><FormattedDate value={r.figures.from} /> <span><FormattedTime value={r.figures.from} /> – <FormattedTime value={r.figures.to} /></span></span> : "—"}
                </td>
                <td className="num mono" data-label={label("reward.rounds.wagered")}>{r.figures ? `${formatUnits(r.figures.wagered)} (${r.figures.bets})` : "—"}</td>
                <td className="num mono" data-label={label("reward.rounds.houseNet")}>{r.figures ? formatUnits(r.figures.houseNet) : "—"}</td>
                <td className="num mono gold" data-label={label("reward.rounds.reward")}>{formatUnits(r.totalReward ?? "0")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
