import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { PageMessages } from "../../shared/i18n/PageMessages.js";
import { useSession } from "../../shared/session/SessionProvider.js";
import { useErrorText } from "../../shared/session/useErrorText.js";
import { useToast } from "../../shared/ui/toasts.js";
import { ClaimHistoryCard } from "./components/ClaimHistoryCard.js";
import { PoolsCard } from "./components/PoolsCard.js";
import { RecentRounds } from "./components/RecentRounds.js";
import { RoundCard } from "./components/RoundCard.js";
import { StakePanel, type StakeAction } from "./components/StakePanel.js";
import { STAKING_SECTIONS, STAKING_TOP, StakingBanners } from "./components/StakingBanners.js";
import { useMyStaking } from "./hooks/useMyStaking.js";
import { useRewardClaims } from "./hooks/useRewardClaims.js";
import { useStakingProgram } from "./hooks/useStakingProgram.js";
import { rewardEn } from "./i18n/en.js";
import { rewardJa } from "./i18n/ja.js";
import { claim, stake, unstake } from "./staking-actions.js";
import { withUnit } from "./apr.js";
import "./rewards.css";

/** /reward: the staking program — pools, the current round, the player's points and rewards, claims. */
export function RewardPage() {
  return (
    <PageMessages en={rewardEn} ja={rewardJa}>
      <Reward />
    </PageMessages>
  );
}

function Reward() {
  const intl = useIntl();
  const toast = useToast();
  const errorText = useErrorText();
  const session = useSession();
  const mine = useMyStaking();
  const program = useStakingProgram(() => void mine.refetch());
  const claims = useRewardClaims(() => void mine.refetch());
  const [busy, setBusy] = useState<{ pool: string; action: StakeAction } | null>(null);
  const contract = program.program?.contract;

  const act = async (pool: string, action: StakeAction, amount: bigint) => {
    if (!contract) return;
    setBusy({ pool, action });
    const onSent = (hash: string) => toast.success(intl.formatMessage({ id: "reward.tx.sent" }, { hash: `${hash.slice(0, 10)}…` }));
    try {
      const signer = await session.signer();
      if (action === "stake") await stake(signer, contract, pool, amount, { onSent, onApprove: () => toast.success(intl.formatMessage({ id: "reward.tx.approve" })) });
      else if (action === "unstake") await unstake(signer, contract, pool, amount, { onSent });
      else await claim(signer, contract, pool, { onSent });
      toast.success(intl.formatMessage({ id: `reward.tx.done.${action}` }));
      await mine.refetch();
      program.refetch();
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="stack reward-page">
      <header className="page__header">
        <h1><FormattedMessage id="menu.reward" /></h1>
        <p className="muted"><FormattedMessage id="reward.subtitle" /></p>
      </header>
      <StakingBanners location={STAKING_TOP} variant="hero" />
      {program.program ? (
        <>
          <div className="reward-top">
            <RoundCard program={program.program} />
            <PoolsCard program={program.program} />
          </div>
          {session.status !== "signedIn" ? (
            <div className="card empty-state" data-testid="reward-sign-in"><FormattedMessage id="reward.signInFirst" /></div>
          ) : (
            <>
              <section aria-labelledby="reward-mine-title" className="stack">
                <div className="section-head">
                  <h2 id="reward-mine-title"><FormattedMessage id="reward.mine.title" /></h2>
                  {mine.mine && (
                    <p className="muted small" data-testid="reward-totals">
                      <FormattedMessage id="reward.mine.totals" values={{ claimable: withUnit(mine.mine.totalClaimable), pending: withUnit(mine.mine.totalPending) }} />
                    </p>
                  )}
                </div>
                <div className="reward-stakes">
                  {(mine.mine?.stakes ?? []).map((s) => (
                    <StakePanel key={s.id} stake={s} busy={busy ? (busy.pool === s.pool ? busy.action : "other") : null} onAction={(a, amount) => void act(s.pool, a, amount)} />
                  ))}
                </div>
              </section>
              <ClaimHistoryCard claims={claims} />
            </>
          )}
          <RecentRounds rounds={program.rounds} />
        </>
      ) : (
        program.error && <div className="card empty-state"><FormattedMessage id="reward.unavailable" /></div>
      )}
      <div className="reward-sections">
        {STAKING_SECTIONS.map((l) => <StakingBanners key={l} location={l} variant="tile" />)}
      </div>
    </div>
  );
}
