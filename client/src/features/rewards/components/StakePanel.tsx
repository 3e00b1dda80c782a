import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { MyStakingQuery } from "../../../gql/pages/graphql.js";
import { formatUnits } from "../../../shared/format/number.js";
import { formatToken, parseToken } from "../../../shared/format/token.js";
import { poolName } from "./PoolsCard.js";

type Stake = NonNullable<MyStakingQuery["myStaking"]>["stakes"][number];
export type StakeAction = "stake" | "unstake" | "claim";

/** One pool's position: points (the contract's), wallet balance, claimable and pending rewards; stake, unstake, claim. */
/** `busy`: the action in flight at this pool, "other" while another pool's is. */
export function StakePanel({ stake, busy, onAction }: { stake: Stake; busy: StakeAction | "other" | null; onAction: (a: StakeAction, amount: bigint) => void }) {
  const intl = useIntl();
  const [text, setText] = useState("");
  const parsed = parseToken(text);
  const amount = parsed.ok ? parsed.units : 0n;
  const points = BigInt(stake.points);
  const wallet = BigInt(stake.walletBalance);
  const error = text && !parsed.ok ? "reward.stake.invalid" : null;
  const testid = stake.stakingType === "staking" ? "staking" : "eth";
  return (
    <section className="card reward-stake" data-testid={`reward-stake-${testid}`} aria-label={intl.formatMessage({ id: poolName(stake.stakingType) })}>
      <h3 className="reward-stake__title"><FormattedMessage id={poolName(stake.stakingType)} /></h3>
      <dl className="reward-figures">
        <div><dt><FormattedMessage id="reward.stake.points" /></dt><dd className="mono" data-testid="reward-points">{formatUnits(stake.points)}</dd></div>
        <div><dt><FormattedMessage id="reward.stake.wallet" /></dt><dd className="mono">{formatUnits(stake.walletBalance)}</dd></div>
        <div><dt><FormattedMessage id="reward.stake.pending" /></dt><dd className="mono" data-testid="reward-pending">{formatUnits(stake.pending)}</dd></div>
        <div><dt><FormattedMessage id="reward.stake.claimable" /></dt><dd className="mono gold" data-testid="reward-claimable">{formatUnits(stake.claimable)}</dd></div>
      </dl>
      <label className="field">
        <span className="field__label"><FormattedMessage id="reward.stake.amount" /></span>
        <span className="field__control">
          <input inputMode="decimal" value={text} onChange={(e) => setText(e.target.value)} placeholder="0.00" data-testid="reward-amount" aria-invalid={!!error} />
          <button type="button" className="field__addon" onClick={() => setText(formatToken(wallet, 6).replace(/,/g, ""))}><FormattedMessage id="reward.stake.max" /></button>
        </span>
        {error && <span className="field__error" role="alert"><FormattedMessage id={error} /></span>}
      </label>
      <div className="reward-stake__actions">
        <button type="button" className="btn btn--primary" data-testid="reward-stake" disabled={!!busy || amount <= 0n || amount > wallet} onClick={() => onAction("stake", amount)}>
          {busy === "stake" && <span className="spinner spinner--inline" />}<FormattedMessage id="reward.stake.stake" />
        </button>
        <button type="button" className="btn btn--ghost" data-testid="reward-unstake" disabled={!!busy || amount <= 0n || amount > points} onClick={() => onAction("unstake", amount)}>
          {busy === "unstake" && <span className="spinner spinner--inline" />}<FormattedMessage id="reward.stake.unstake" />
        </button>
        <button type="button" className="btn btn--ghost" data-testid="reward-claim" disabled={!!busy || BigInt(stake.claimable) <= 0n} onClick={() => onAction("claim", 0n)}>
          {busy === "claim" && <span className="spinner spinner--inline" />}<FormattedMessage id="reward.stake.claim" />
        </button>
      </div>
    </section>
  );
}
