import { useEffect } from "react";
import { createPortal } from "react-dom";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { AdminRoundDocument, RefundRoundDocument, type AdminRoundQuery } from "../../gql/admin/graphql.js";
import { resultSummary } from "./result-summary.js";
import { formatToken } from "../../shared/format/token.js";
import { useToast } from "../../shared/ui/toasts.js";
import { IfCan } from "../access/AccessProvider.js";
import { ConfirmButton } from "../ui/ConfirmDialog.js";
import { DataTable, type Column } from "../ui/DataTable.js";
import { EmptyState } from "../ui/EmptyState.js";
import { ErrorNotice } from "../ui/ErrorNotice.js";
import { Hex } from "../ui/Hex.js";
import { TaskStateBadge } from "../ui/TaskStateBadge.js";
import { useDateTime } from "../ui/format.js";
import { useTaskUpdates } from "../tasks/useLiveTasks.js";
import { RoundStateBadge } from "./RoundStateBadge.js";
import { betLabel } from "../../shared/bets/bet-label.js";

type Bet = AdminRoundQuery["adminRound"]["round"]["bets"][number];

/** One round whole: seeds and commitment, what it dealt, every bet and payout, and the refund of a stuck round. */
export function RoundDetail({ roundKey, onClose }: { roundKey: string; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const dateTime = useDateTime();
  const { data, error } = useQuery(AdminRoundDocument, { variables: { key: roundKey } });
  const [refund] = useMutation(RefundRoundDocument, { refetchQueries: [{ query: AdminRoundDocument, variables: { key: roundKey } }] });
  useTaskUpdates(data?.adminRound.refundTasks.map((x) => x.id) ?? []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  const a = data?.adminRound;
  const r = a?.round;
  const bets: Column<Bet>[] = [
    { key: "i", header: "#", align: "right", sortValue: (b) => b.betIndex, render: (b) => b.betIndex },
    { key: "player", header: t("adm.results.player"), sortValue: (b) => b.player, render: (b) => <Hex value={b.player} /> },
    { key: "kind", header: t("adm.results.bet"), render: (b) => <>{betLabel(intl, b)} <span className="adm-mono adm-muted">{b.kind}{b.numbers.length ? ` [${b.numbers.join(",")}]` : ""}</span></> },
    { key: "amount", header: t("adm.results.staked"), align: "right", sortValue: (b) => BigInt(b.amount), render: (b) => formatToken(b.amount) },
    { key: "payout", header: t("adm.results.payout"), align: "right", sortValue: (b) => BigInt(b.payout ?? 0), render: (b) => (b.refunded ? t("adm.round.refunded") : b.payout == null ? "—" : formatToken(b.payout)) },
  ];
  return createPortal(
    <div className="adm-dialog-backdrop" onClick={onClose}>
      <div className="adm-dialog adm-dialog--xl" role="dialog" aria-modal="true" aria-labelledby="round-title" onClick={(e) => e.stopPropagation()}>
        <div className="adm-panel__head">
          <h2 id="round-title">{r ? t("adm.results.roundTitle", { id: r.roundId, table: a.tableName ?? `#${r.tableId}` }) : <FormattedMessage id="adm.results.round" />}</h2>
          <button type="button" className="adm-icon-btn" aria-label={t("common.close")} onClick={onClose}>×</button>
        </div>
        {error && <ErrorNotice error={error} />}
        {!a && !error && <div className="adm-empty"></div>}
        {a && r && (
          <>
            <dl className="adm-dl">
              <dt><FormattedMessage id="adm.tasks.state" /></dt>
              <dd><RoundStateBadge state={r.state} stuck={a.canRefund} /></dd>
              <dt><FormattedMessage id="adm.results.key" /></dt>
              <dd className="adm-mono">{a.id}</dd>
              <dt><FormattedMessage id="adm.results.opened" /></dt>
              <dd>{dateTime(r.openedAt)}</dd>
              <dt><FormattedMessage id="adm.results.closed" /></dt>
              <dd>{dateTime(r.closedAt)}</dd>
              <dt><FormattedMessage id="adm.results.settled" /></dt>
              <dd>{dateTime(r.settledAt)}</dd>
              <dt><FormattedMessage id="adm.results.commitment" /></dt>
              {/* A shoe round has no commitment of its own: its cards are proven against the shoe's. */}
              {r.shoeId != null && /^0x0*$/.test(r.commitment) ? <dd data-testid="commitment">{t("adm.results.shoeCommitment", { shoe: r.shoeId })}</dd> : <dd className="adm-mono" data-testid="commitment">{r.commitment}</dd>}
              <dt><FormattedMessage id="adm.results.serverSeed" /></dt>
              {r.serverSeed ? <dd className="adm-mono">{r.serverSeed}</dd> : <dd>{r.shoeId != null ? t("adm.results.shoeSeed", { shoe: r.shoeId }) : t("adm.results.notRevealed")}</dd>}
              <dt><FormattedMessage id="adm.results.clientSeed" /></dt>
              <dd className="adm-mono">{r.clientSeed ?? "—"}</dd>
              <dt><FormattedMessage id="adm.results.totals" /></dt>
              <dd><FormattedMessage id="adm.results.totalsValue" values={{ staked: formatToken(r.totalStaked ?? "0"), paid: formatToken(r.totalPaid ?? "0"), bets: a.betCount, players: a.playerCount }} /></dd>
            </dl>
            <div>
              <p className="adm-section-title"><FormattedMessage id="adm.results.result" /></p>
              {r.result && <p data-testid="round-result-summary">{resultSummary(intl, r.result)}</p>}
              {r.result ? <pre className="adm-code" data-testid="round-result">{JSON.stringify(r.result, null, 2)}</pre> : <p className="adm-muted"><FormattedMessage id="adm.results.noResult" /></p>}
            </div>
            <div>
              <p className="adm-section-title"><FormattedMessage id="adm.results.bets" values={{ count: r.bets.length }} /></p>
              <DataTable narrow="scroll" caption={t("adm.results.bets", { count: r.bets.length })} columns={bets} rows={r.bets} rowKey={(b) => b.id} empty={<EmptyState title={<FormattedMessage id="adm.results.noBets" />} />} />
            </div>
            {(a.canRefund || a.refundTasks.length > 0) && (
              <div className="adm-alert adm-alert--warn" data-testid="refund">
                <p>{a.canRefund ? <FormattedMessage id="adm.results.stuckHint" values={{ at: dateTime(a.refundableFrom) }} /> : <FormattedMessage id="adm.results.refundQueued" />}</p>
                {a.refundTasks.map((x) => <div key={x.id}><span className="adm-mono">{x.id}</span> <TaskStateBadge state={x.state} /> {x.error && <span className="adm-error">{x.error}</span>}</div>)}
                {a.canRefund && (
                  <IfCan permission="results.refund">
                    <ConfirmButton
                      className="adm-btn adm-btn--danger adm-btn--sm"
                      danger
                      title={t("adm.results.refundTitle", { id: r.roundId })}
                      body={t("adm.results.refundBody", { staked: formatToken(r.totalStaked ?? "0"), bets: a.betCount })}
                      confirmLabel={t("adm.results.refund")}
                      onConfirm={async () => {
                        await refund({ variables: { key: a.id } });
                        toast.success(t("adm.results.refundSent"));
                      }}
                    >
                      <FormattedMessage id="adm.results.refund" />
                    </ConfirmButton>
                  </IfCan>
                )}
              </div>
            )}
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
