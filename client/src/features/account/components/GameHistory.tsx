import { useEffect, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, FormattedTime, FormattedDate, useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { MyBetHistoryDocument, type MyBetHistoryQuery } from "../../../gql/pages/graphql.js";
import { resultLabel } from "../../../shared/fairness/result-label.js";
import { VerifyRoundDialog } from "../../../shared/fairness/VerifyRoundDialog.js";
import { formatUnits } from "../../../shared/format/number.js";
import type { MessageId } from "../../../shared/i18n/en.js";
import { localizedName } from "../../../shared/i18n/localized-name.js";
import { DatePicker } from "../../../shared/ui/date-picker/DatePicker.js";
import { useCursorPages } from "../hooks/useCursorPages.js";
import { Pager } from "./Pager.js";
import { dayEnd, dayStart } from "./date-range.js";

export const HISTORY_PAGE = 20;
const GAME_TYPES = [1, 2, 3, 4, 5, 6, 7];
/** Rounds the verify view can check: the outcome is known. */
const VERIFIABLE = new Set(["revealed", "settled", "forfeited"]);

type Bet = MyBetHistoryQuery["myBetHistory"]["edges"][number]["node"];

function stateOf(bet: Bet): MessageId | string {
  if (bet.refunded || bet.roundState === "refunded") return "account.history.refunded";
  if (bet.roundState === "forfeited") return "account.history.forfeited";
  return bet.payout === null ? "account.history.pending" : "account.history.settled";
}

/** Game history: the player's bets with their round's result and payout, by game and dates, a page at a time, each round verifiable. */
export function GameHistory() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const game = params.get("game") ?? "";
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const pages = useCursorPages();
  const { reset } = pages;
  useEffect(() => reset(), [game, from, to, reset]);
  const filter = { gameType: game ? Number(game) : null, from: dayStart(from), to: dayEnd(to) };
  const { data, loading, error, refetch } = useQuery(MyBetHistoryDocument, { variables: { filter, first: HISTORY_PAGE, after: pages.after }, fetchPolicy: "cache-and-network" });
  const [verify, setVerify] = useState<Bet | null>(null);
  const setFilter = (key: string, value: string) => setParams((p) => {
    const next = new URLSearchParams(p);
    if (value) next.set(key, value);
    else next.delete(key);
    return next;
  }, { replace: true });
  const rows = data?.myBetHistory.edges.map((e) => e.node) ?? [];
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className="stack account__panel">
      <div className="account__filters" role="search">
        <label className="field">
          <span className="field__label"><FormattedMessage id="account.filter.game" /></span>
          <select value={game} onChange={(e) => setFilter("game", e.target.value)} data-testid="history-game">
            <option value="">{t("account.filter.allGames")}</option>
            {GAME_TYPES.map((g) => <option key={g} value={g}>{t(`game.${g}`)}</option>)}
          </select>
        </label>
        <label className="field">
          <span className="field__label"><FormattedMessage id="account.filter.from" /></span>
          <DatePicker value={from} max={to || undefined} onChange={(v) => setFilter("from", v)} />
        </label>
        <label className="field">
          <span className="field__label"><FormattedMessage id="account.filter.to" /></span>
          <DatePicker value={to} min={from || undefined} onChange={(v) => setFilter("to", v)} />
        </label>
        {(game || from || to) && <button type="button" className="btn btn--ghost btn--sm" onClick={() => setParams((p) => { const n = new URLSearchParams(p); ["game", "from", "to"].forEach((k) => n.delete(k)); return n; }, { replace: true })}><FormattedMessage id="account.filter.clear" /></button>}
      </div>
      {error && !data && (
        <div className="card empty-state" role="alert"><FormattedMessage id="account.loadFailed" /><button type="button" className="btn btn--ghost btn--sm" onClick={() => void refetch()}><FormattedMessage id="account.retry" /></button></div>
      )}
      {loading && !data && <div className="card center pad"></div>}
      {data && rows.length === 0 && <div className="card empty-state" data-testid="history-empty"><FormattedMessage id="account.history.empty" /></div>}
      {rows.length > 0 && (
        <div className="card account__table-card">
          <table className="table table--stack" data-testid="history">
            <thead>
              <tr>
                <th scope="col">{t("account.history.time")}</th>
                <th scope="col">{t("account.history.game")}</th>
                <th scope="col">{t("account.history.result")}</th>
                <th scope="col" className="num">{t("account.history.stake")}</th>
                <th scope="col" className="num">{t("account.history.payout")}</th>
                <th scope="col" className="num">{t("account.history.net")}</th>
                <th scope="col">{t("account.history.state")}</th>
                <th scope="col"><span className="verify__sr">{t("account.history.verify")}</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((b) => {
                const stake = BigInt(b.amount) + BigInt(b.extraStake);
                const net = b.payout === null ? null : BigInt(b.payout) - stake;
                const label = b.result ? resultLabel(b.result) : null;
                return (
                  <tr key={b.id} data-testid="history-row" data-round={b.roundId}>
                    <td data-label={t("account.history.time")}><FormattedDate value={b.placedAt} dateStyle="medium" /> <FormattedTime value={b.placedAt} timeStyle="short" /></td>
                    <td data-label={t("account.history.game")}><span>{t(`game.${b.gameType}`)} <span className="muted small">{localizedName(intl.locale, { name: b.tableName ?? `#${b.tableId}`, nameJa: b.tableNameJa })} · <FormattedMessage id="account.history.round" /> {b.roundId}</span></span></td>
                    <td data-label={t("account.history.result")}>{label ? <span className={`result-chip result-chip--${label.tone}`}>{label.text}</span> : <span className="muted">—</span>}</td>
                    <td className="num mono" data-label={t("account.history.stake")}>{formatUnits(stake)}</td>
                    <td className="num mono" data-label={t("account.history.payout")}>{b.payout === null ? "—" : formatUnits(b.payout)}</td>
                    <td className={`num mono${net === null ? "" : net > 0n ? " account__win" : net < 0n ? " account__loss" : ""}`} data-label={t("account.history.net")} data-testid="history-net">{net === null ? "—" : `${net > 0n ? "+" : ""}${formatUnits(net)}`}</td>
                    <td data-label={t("account.history.state")}><span className="muted small">{t(stateOf(b))}</span></td>
                    <td data-label="">{VERIFIABLE.has(b.roundState) && <button type="button" className="btn btn--ghost btn--sm" onClick={() => setVerify(b)}><FormattedMessage id="account.history.verify" /></button>}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <Pager pages={pages} hasNextPage={data?.myBetHistory.pageInfo.hasNextPage ?? false} endCursor={data?.myBetHistory.pageInfo.endCursor} />
        </div>
      )}
      {verify && <VerifyRoundDialog tableId={verify.tableId} roundId={verify.roundId} onClose={() => setVerify(null)} />}
    </div>
  );
}
