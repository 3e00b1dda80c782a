import { useState } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import type { BonusFieldsFragment } from "../../../gql/graphql.js";
import { formatToken } from "../../../shared/format/token.js";
import { formatNumber, formatUnits } from "../../../shared/format/number.js";
import type { MessageId } from "../../../shared/i18n/en.js";
import { BONUS_FILTERS, matchesFilter, wagerProgress, type BonusFilter } from "../bonus-math.js";

interface Props {
  rows: readonly BonusFieldsFragment[];
  claiming: string | null;
  onClaim: (txId: string) => void;
}

/** The player's deposits and their bonuses: filters by SPEC status, wagering progress, claim. */
export function BonusTable({ rows, claiming, onClaim }: Props) {
  const intl = useIntl();
  const [filter, setFilter] = useState<BonusFilter>("all");
  const label = (id: MessageId) => intl.formatMessage({ id });
  const shown = rows.filter((b) => matchesFilter(b, filter));
  return (
    <section className="card">
      <div className="card__head">
        <h2 className="card__title"><FormattedMessage id="bonus.list.title" /></h2>
        <div className="chips" role="tablist">
          {BONUS_FILTERS.map((f) => (
            <button key={f} role="tab" aria-selected={filter === f} className={`chip-filter${filter === f ? " is-active" : ""}`} data-testid={`bonus-filter-${f}`} onClick={() => setFilter(f)}>
              <FormattedMessage id={`bonus.filter.${f}` as MessageId} />
            </button>
          ))}
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="muted empty"><FormattedMessage id={rows.length === 0 ? "bonus.list.empty" : "bonus.list.noneHere"} /></p>
      ) : (
        <div className="table-wrap">
          <table className="table table--stack" data-testid="bonus-list">
            <thead>
              <tr>
                <th><FormattedMessage id="bonus.list.date" /></th>
                <th className="num"><FormattedMessage id="bonus.list.deposit" /></th>
                <th className="num"><FormattedMessage id="bonus.list.bonus" /></th>
                <th><FormattedMessage id="bonus.list.wagering" /></th>
                <th><FormattedMessage id="bonus.list.expires" /></th>
                <th><FormattedMessage id="bonus.list.status" /></th>
                <th />
              </tr>
            </thead>
            <tbody>
              {shown.map((b) => {
                const pct = wagerProgress(BigInt(b.wagered), BigInt(b.wagerRequirement));
                return (
                  <tr key={b.id} data-status={b.status}>
                    <td data-label={label("bonus.list.date")}><FormattedDate value={b.depositedAt} /></td>
                    <td className="num mono" data-label={label("bonus.list.deposit")}>{formatUnits(b.depositAmount)}</td>
                    <td className="num mono" data-label={label("bonus.list.bonus")}>{formatUnits(b.bonusAmount)}</td>
                    <td data-label={label("bonus.list.wagering")}>
                      <span className="wager" title={formatNumber(pct / 100, "percent-short")}>
                        <span className="wager__bar"><span style={{ width: `${pct}%` }} /></span>
                        <span className="mono small">{formatToken(b.wagered, 0)} / {formatToken(b.wagerRequirement, 0)}</span>
                      </span>
                    </td>
                    <td data-label={label("bonus.list.expires")}><FormattedDate value={b.expiredAt} month="short" day="numeric" hour="2-digit" minute="2-digit" /></td>
                    <td data-label={label("bonus.list.status")}><span className={`pill pill--bonus-${b.status}`}><FormattedMessage id={`bonus.status.${b.status}` as MessageId} /></span></td>
                    <td className="actions">
                      {b.status === "claimable" && (
                        <button className="btn btn--primary btn--sm" data-testid="bonus-claim" disabled={claiming !== null} onClick={() => onClaim(b.id)}>
                          {claiming === b.id ? <span className="spinner spinner--inline" /> : null}
                          <FormattedMessage id="bonus.claim" />
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
