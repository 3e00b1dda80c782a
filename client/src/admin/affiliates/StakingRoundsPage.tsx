import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { AdminStakingRoundsDocument, SetStakingSchedulePausedDocument, type AdminStakingRoundsQuery } from "../../gql/admin/graphql.js";
import { formatToken } from "../../shared/format/token.js";
import { useToast } from "../../shared/ui/toasts.js";
import { useCan } from "../access/AccessProvider.js";
import { DataTable, type Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { ErrorNotice } from "../ui/ErrorNotice.js";
import { PageHeader } from "../ui/PageHeader.js";
import { Panel } from "../ui/Panel.js";
import { RequirePermission } from "../ui/RequirePermission.js";
import { TaskStateBadge } from "../ui/TaskStateBadge.js";
import { utcDateTime } from "../ui/format.js";

type Round = AdminStakingRoundsQuery["stakingRoundHistory"][number];

/** /admin/staking-rounds: every round with the figures its reward came from, its funding and ending tasks; pause or resume the schedule. */
export function StakingRoundsPage() {
  return (
    <RequirePermission permission="transactions.read">
      <StakingRounds />
    </RequirePermission>
  );
}

function StakingRounds() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const toast = useToast();
  const can = useCan();
  const q = useQuery(AdminStakingRoundsDocument, { fetchPolicy: "cache-and-network", pollInterval: 5000 });
  const [pause] = useMutation(SetStakingSchedulePausedDocument, { refetchQueries: [AdminStakingRoundsDocument] });
  const [reason, setReason] = useState("");
  const schedule = q.data?.stakingProgram.schedule;
  const toggle = async () => {
    if (!schedule) return;
    if (reason.trim().length < 3) return toast.error(t("adm.affiliates.reasonRequired"));
    try {
      await pause({ variables: { paused: !schedule.paused, reason } });
      setReason("");
      toast.success(t("adm.form.saved"));
    } catch (e) {
      toast.error((e as Error).message);
    }
  };
  const columns: Column<Round>[] = [
    { key: "round", header: t("adm.stakingRounds.round"), sortValue: (r) => r.roundId, render: (r) => `#${r.roundId + 1}` },
    { key: "started", header: t("adm.stakingRounds.started"), render: (r) => utcDateTime(r.startedAt) },
    { key: "ended", header: t("adm.stakingRounds.ended"), render: (r) => (r.endedAt ? utcDateTime(r.endedAt) : <FormattedMessage id="adm.stakingRounds.inProgress" />) },
    { key: "window", header: t("adm.stakingRounds.window"), wrap: true, render: (r) => (r.figures ? `${utcDateTime(r.figures.from)} – ${utcDateTime(r.figures.to)}` : "—") },
    { key: "bets", header: t("adm.stakingRounds.bets"), align: "right", render: (r) => (r.figures ? intl.formatNumber(r.figures.bets) : "—") },
    { key: "wagered", header: t("adm.stakingRounds.wagered"), align: "right", render: (r) => (r.figures ? formatToken(r.figures.wagered) : "—") },
    { key: "paidOut", header: t("adm.stakingRounds.paidOut"), align: "right", render: (r) => (r.figures ? formatToken(r.figures.paidOut) : "—") },
    { key: "net", header: t("adm.stakingRounds.houseNet"), align: "right", render: (r) => (r.figures ? `${r.figures.houseNet.startsWith("-") ? "-" : ""}${formatToken(r.figures.houseNet.replace("-", ""))}` : "—") },
    { key: "reward", header: t("adm.stakingRounds.reward"), align: "right", render: (r) => (r.figures ? `${formatToken(r.figures.reward, 6)} (${r.figures.revenueShareBps / 100}%)` : "—") },
    { key: "fund", header: t("adm.stakingRounds.fund"), render: (r) => (r.figures?.fundTaskState ? <TaskStateBadge state={r.figures.fundTaskState} /> : "—") },
    { key: "end", header: t("adm.stakingRounds.end"), render: (r) => (r.figures?.endTaskState ? <TaskStateBadge state={r.figures.endTaskState} /> : "—") },
  ];
  const actions = schedule && can("staking.write") ? (
    <div className="adm-reason">
      <input className="adm-input" value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t("adm.affiliates.reasonHint")} aria-label={t("adm.affiliates.reason")} data-testid="staking-reason" />
      <button type="button" className="adm-btn adm-btn--primary" data-testid="staking-pause" onClick={() => void toggle()}>
        <FormattedMessage id={schedule.paused ? "adm.stakingRounds.resume" : "adm.stakingRounds.pause"} />
      </button>
    </div>
  ) : null;
  return (
    <>
      <PageHeader title={<FormattedMessage id="adm.menu.stakingRounds" />} description={<FormattedMessage id="adm.stakingRounds.description" />} actions={actions} />
      {q.error && <ErrorNotice error={q.error} />}
      {schedule && (
        <p className="adm-hint" data-testid="staking-schedule">
          <FormattedMessage id="adm.stakingRounds.schedule" values={{ minutes: Math.round(schedule.roundSeconds / 60), share: schedule.revenueShareBps / 100, state: t(schedule.paused ? "adm.stakingRounds.paused" : "adm.stakingRounds.running") }} />
        </p>
      )}
      <Panel flush title={<FormattedMessage id="adm.stakingRounds.rounds" />}>
        <DataTable caption={t("adm.stakingRounds.rounds")} columns={columns} rows={q.data?.stakingRoundHistory ?? []} rowKey={(r) => r.id} loading={q.loading && !q.data} failed={Boolean(q.error)} narrow="scroll"
          empty={<EmptyState title={<FormattedMessage id="adm.stakingRounds.empty" />} />} />
      </Panel>
    </>
  );
}
