import { FormattedMessage, useIntl } from "react-intl";
import type { StakingProgramQuery } from "../../../gql/pages/graphql.js";
import { formatUnits } from "../../../shared/format/number.js";
import { formatAprBps } from "../apr.js";

type Program = NonNullable<StakingProgramQuery["stakingProgram"]>;

export const poolName = (stakingType: string) => (stakingType === "staking" ? "reward.pool.staking" : "reward.pool.ethPool");

/** The pools: weight (share of each round's reward), what each holds, and an APR from the last rounds. */
export function PoolsCard({ program }: { program: Program }) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <section className="card" aria-labelledby="reward-pools-title">
      <h2 id="reward-pools-title" className="card__title"><FormattedMessage id="reward.pools.title" /></h2>
      <div className="table-wrap">
        <table className="table table--stack" data-testid="reward-pools">
          <thead>
            <tr>
              <th><FormattedMessage id="reward.pools.pool" /></th>
              <th className="num"><FormattedMessage id="reward.pools.weight" /></th>
              <th className="num"><FormattedMessage id="reward.pools.staked" /></th>
              <th className="num"><FormattedMessage id="reward.pools.apr" /></th>
            </tr>
          </thead>
          <tbody>
            {program.pools.map((p) => (
              <tr key={p.id} data-testid="reward-pool" data-pool={p.address}>
                <td data-label={label("reward.pools.pool")}><strong><FormattedMessage id={poolName(p.stakingType)} /></strong></td>
                <td className="num" data-label={label("reward.pools.weight")}>
                  <span>{p.weight} <span className="muted small">({(p.weightBps / 100).toFixed(2)}%)</span></span>
                </td>
                <td className="num mono" data-label={label("reward.pools.staked")}>{formatUnits(p.totalStaked)}</td>
                <td className="num mono gold" data-label={label("reward.pools.apr")} data-testid="reward-apr">{formatAprBps(p.aprBps)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted small"><FormattedMessage id="reward.pools.aprNote" values={{ n: program.aprRounds }} /></p>
    </section>
  );
}
