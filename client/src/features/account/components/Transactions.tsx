import { useEffect } from "react";
import { useQuery } from "@apollo/client/react";
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { MyTransactionsDocument, type AdminTransactionKind } from "../../../gql/pages/graphql.js";
import { formatUnits } from "../../../shared/format/number.js";
import { DatePicker } from "../../../shared/ui/date-picker/DatePicker.js";
import { useCursorPages } from "../hooks/useCursorPages.js";
import { Pager } from "./Pager.js";
import { dayEnd, dayStart } from "./date-range.js";

const KINDS: AdminTransactionKind[] = ["BRIDGE", "BONUS", "STAKING", "TABLE_BET"];
export const TX_PAGE = 20;
const short = (h: string) => (h.length > 14 ? `${h.slice(0, 8)}…${h.slice(-6)}` : h);

/** Transactions: the player's bridge transfers, bonus deposits, staking claims and table bets with SPEC §4 states. */
export function Transactions() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [params, setParams] = useSearchParams();
  const kind = (KINDS as string[]).includes(params.get("kind") ?? "") ? (params.get("kind") as AdminTransactionKind) : null;
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const pages = useCursorPages();
  const { reset } = pages;
  useEffect(() => reset(), [kind, from, to, reset]);
  const { data, loading, error, refetch } = useQuery(MyTransactionsDocument, { variables: { filter: { kind, from: dayStart(from), to: dayEnd(to) }, first: TX_PAGE, after: pages.after }, fetchPolicy: "cache-and-network" });
  const setFilter = (key: string, value: string) => setParams((p) => {
    const next = new URLSearchParams(p);
    if (value) next.set(key, value);
    else next.delete(key);
    return next;
  }, { replace: true });
  const rows = data?.myTransactions.edges.map((e) => e.node) ?? [];
  return (
    <div className="stack account__panel">
      <div className="account__filters" role="search">
        <label className="field">
          <span className="field__label"><FormattedMessage id="account.filter.kind" /></span>
          <select value={kind ?? ""} onChange={(e) => setFilter("kind", e.target.value)} data-testid="tx-kind">
            <option value="">{t("account.filter.allKinds")}</option>
            {KINDS.map((k) => <option key={k} value={k}>{t(`account.tx.kind.${k}`)}</option>)}
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
      </div>
      {error && !data && (
        <div className="card empty-state" role="alert"><FormattedMessage id="account.loadFailed" /><button type="button" className="btn btn--ghost btn--sm" onClick={() => void refetch()}><FormattedMessage id="account.retry" /></button></div>
      )}
      {loading && !data && <div className="card center pad"></div>}
      {data && rows.length === 0 && <div className="card empty-state" data-testid="tx-empty"><FormattedMessage id="account.tx.empty" /></div>}
      {rows.length > 0 && (
        <div className="card account__table-card">
          <table className="table table--stack" data-testid="transactions">
            <thead>
              <tr>
                <th scope="col">{t("account.tx.time")}</th>
                <th scope="col">{t("account.tx.kind")}</th>
                <th scope="col">{t("account.tx.state")}</th>
                <th scope="col" className="num">{t("account.tx.amount")}</th>
                <th scope="col" className="num">{t("account.tx.payout")}</th>
                <th scope="col">{t("account.tx.hash")}</th>
                <th scope="col">{t("account.tx.detail")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((x) => (
                <tr key={x.id} data-testid="tx-row" data-kind={x.kind}>
                  <td data-label={t("account.tx.time")}><FormattedDate value={x.at} dateStyle="medium" /> <FormattedTime value={x.at} timeStyle="short" /></td>
                  <td data-label={t("account.tx.kind")}>{t(`account.tx.kind.${x.kind}`)}</td>
                  <td data-label={t("account.tx.state")}><span className={`pill account__state account__state--${x.state.toLowerCase()}`}>{t(`account.tx.state.${x.state}`)}</span></td>
                  <td className="num mono" data-label={t("account.tx.amount")}>{formatUnits(x.amount)}</td>
                  <td className="num mono" data-label={t("account.tx.payout")}>{x.payout === null ? "—" : formatUnits(x.payout)}</td>
                  <td className="mono small" data-label={t("account.tx.hash")} title={x.txHash}><span>{short(x.txHash)} <span className="muted">({x.chain})</span></span></td>
                  <td className="muted small account__reference" data-label={t("account.tx.detail")}>{x.reference ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager pages={pages} hasNextPage={data?.myTransactions.pageInfo.hasNextPage ?? false} endCursor={data?.myTransactions.pageInfo.endCursor} />
        </div>
      )}
    </div>
  );
}
