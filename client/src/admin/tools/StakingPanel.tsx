import { FormattedMessage, useIntl } from "react-intl";
import type { AdminContractsQuery } from "../../gql/admin/graphql.js";
import { formatToken, parseToken } from "../../shared/format/token.js";
import { Field } from "../ui/Field.js";
import { FormError } from "../ui/FormError.js";
import { Panel } from "../ui/Panel.js";
import { TokenInput } from "../ui/TokenInput.js";
import { Badge } from "../ui/TaskStateBadge.js";
import { useAdminForm } from "../ui/useAdminForm.js";
import { useConfirmStep } from "../ui/useConfirmStep.js";
import { useDateTime } from "../ui/format.js";
import { useRunTool } from "./useRunTool.js";

type Staking = NonNullable<AdminContractsQuery["adminContracts"]["staking"]>;

/** SPEC staking rounds: started, then ended with a total reward split across the pools; the reward cycle. */
export function StakingPanel({ staking, loading, onQueued }: { staking: Staking | null; loading: boolean; onQueued: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dateTime = useDateTime();
  const run = useRunTool(onQueued);
  const { ask, dialog } = useConfirmStep();
  const inProgress = staking?.roundInProgress ?? false;
  const form = useAdminForm({
    initial: { rewardCycleSeconds: "", totalReward: "" },
    validate: (v) =>
      inProgress
        ? { totalReward: (() => { const p = parseToken(v.totalReward); return p.ok && p.units > 0n ? undefined : "adm.form.error.amount"; })() }
        : { rewardCycleSeconds: v.rewardCycleSeconds.trim() && !/^\d+$/.test(v.rewardCycleSeconds.trim()) ? "adm.form.error.integer" : undefined },
    submit: (v) => {
      if (inProgress) {
        const units = parseToken(v.totalReward);
        const reward = units.ok ? units.units.toString() : "0";
        return ask({ title: t("adm.staking.endTitle"), body: t("adm.staking.endBody", { reward: `${formatToken(reward)} SUSD` }), confirmLabel: t("adm.staking.end"), danger: true, run: () => run({ tool: "STAKING_END_ROUND", totalReward: reward }) });
      }
      const cycle = v.rewardCycleSeconds.trim() ? Number(v.rewardCycleSeconds) : null;
      return ask({ title: t("adm.staking.startTitle"), body: t(cycle ? "adm.staking.startBodyCycle" : "adm.staking.startBody", { seconds: cycle ?? 0 }), confirmLabel: t("adm.staking.start"), run: () => run({ tool: "STAKING_START_ROUND", rewardCycleSeconds: cycle }) });
    },
  });
  return (
    <Panel title={<FormattedMessage id="adm.staking.title" />}>
      {!staking ? (
        <p className="adm-muted">{loading ? <span className="spinner spinner--inline" /> : <FormattedMessage id="adm.staking.none" />}</p>
      ) : (
        <>
          <dl className="adm-dl">
            <dt><FormattedMessage id="adm.staking.round" /></dt>
            <dd>
              {staking.roundCount === 0 ? (
                <span className="adm-muted"><FormattedMessage id="adm.staking.noRound" /></span>
              ) : (
                <><FormattedMessage id="adm.staking.roundN" values={{ n: staking.roundCount }} /> <Badge tone={inProgress ? "info" : "neutral"}>{t(inProgress ? "adm.staking.inProgress" : "adm.staking.ended")}</Badge></>
              )}
            </dd>
            <dt><FormattedMessage id="adm.staking.startedAt" /></dt>
            <dd>{dateTime(staking.roundStartedAt)}</dd>
            <dt><FormattedMessage id="adm.staking.endedAt" /></dt>
            <dd>{dateTime(staking.roundEndedAt)}</dd>
            <dt><FormattedMessage id="adm.staking.cycle" /></dt>
            <dd><FormattedMessage id="adm.staking.seconds" values={{ seconds: staking.rewardCycleSeconds }} /></dd>
            <dt><FormattedMessage id="adm.staking.unallocated" /></dt>
            <dd>{formatToken(staking.unallocatedRewards)} SUSD</dd>
          </dl>
          <form className="adm-form" onSubmit={form.onSubmit} noValidate aria-label={t("adm.staking.title")}>
            <FormError errors={form.errors} fields={["rewardCycleSeconds", "totalReward"]} />
            {inProgress ? (
              <Field label={t("adm.staking.totalReward")} required error={form.error("totalReward")} hint={t("adm.staking.totalRewardHint")}>
                {(c) => <TokenInput {...c} value={form.values.totalReward} onChange={(x) => form.set("totalReward", x)} />}
              </Field>
            ) : (
              <Field label={t("adm.staking.newCycle")} error={form.error("rewardCycleSeconds")} hint={t("adm.staking.newCycleHint")}>
                {(c) => <input {...c} className="adm-input" inputMode="numeric" value={form.values.rewardCycleSeconds} onChange={(e) => form.set("rewardCycleSeconds", e.target.value)} />}
              </Field>
            )}
            <div className="adm-form__actions">
              <button type="submit" className={`adm-btn ${inProgress ? "adm-btn--danger" : "adm-btn--primary"}`} disabled={form.submitting}>
                <FormattedMessage id={inProgress ? "adm.staking.end" : "adm.staking.start"} />
              </button>
            </div>
          </form>
        </>
      )}
      {dialog}
    </Panel>
  );
}
