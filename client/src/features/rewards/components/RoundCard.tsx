import { FormattedMessage, FormattedTime } from "react-intl";
import type { StakingProgramQuery } from "../../../gql/pages/graphql.js";
import { withUnit } from "../apr.js";
import { formatCountdown } from "../apr.js";
import { useCountdown } from "../hooks/useCountdown.js";

type Program = NonNullable<StakingProgramQuery["stakingProgram"]>;

/** The round in progress: its number, a countdown to its end, the house's net result so far and the reward it would pay. */
export function RoundCard({ program }: { program: Program }) {
  const round = program.currentRound;
  const left = useCountdown(round?.endsAt);
  const share = (program.schedule?.revenueShareBps ?? 0) / 100;
  return (
    <section className="card reward-round" data-testid="reward-round" aria-labelledby="reward-round-title">
      <div className="section-head">
        <h2 id="reward-round-title" className="card__title">
          {round ? <FormattedMessage id="reward.round.title" values={{ n: round.roundId + 1 }} /> : <FormattedMessage id="reward.round.none" />}
        </h2>
        {program.schedule?.paused && <span className="pill pill--warn" data-testid="reward-paused"><FormattedMessage id="reward.round.paused" /></span>}
      </div>
      {round && (
        <div className="reward-round__grid">
          <div className="reward-stat">
            <span className="muted small"><FormattedMessage id="reward.round.endsIn" /></span>
            <strong className="reward-countdown mono" data-testid="reward-countdown" aria-live="off">{round.endsAt ? (left > 0 ? formatCountdown(left) : <FormattedMessage id="reward.round.ending" />) : "—"}</strong>
            {round.endsAt && <span className="muted small"><FormattedTime value={round.endsAt} /></span>}
          </div>
          <div className="reward-stat">
            <span className="muted small"><FormattedMessage id="reward.round.houseNet" /></span>
            <strong className="mono" data-testid="reward-house-net">{withUnit(round.figures?.houseNet ?? program.runningHouseNet)}</strong>
          </div>
          <div className="reward-stat">
            <span className="muted small"><FormattedMessage id="reward.round.reward" values={{ share }} /></span>
            <strong className="mono gold" data-testid="reward-estimated">{withUnit(round.figures?.reward ?? program.estimatedReward)}</strong>
            <span className="muted small">{round.figures ? <FormattedMessage id="reward.round.funded" /> : <FormattedMessage id="reward.round.estimate" />}</span>
          </div>
        </div>
      )}
      <p className="muted small"><FormattedMessage id="reward.round.how" values={{ share }} /></p>
    </section>
  );
}
