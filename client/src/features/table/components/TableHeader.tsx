import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import type { MessageId } from "../../../shared/i18n/en.js";
import { formatToken } from "../../../shared/format/token.js";
import { localizedName } from "../../../shared/i18n/localized-name.js";
import type { TableData } from "../model.js";

/** The table's name, game, place and limits, and the player's balance to play with. */
export function TableHeader({ table, balance }: { table: TableData; balance: bigint | null }) {
  const intl = useIntl();
  return (
    <header className="table-head">
      <Link to="/" className="table-head__back" aria-label={intl.formatMessage({ id: "table.back" })}>‹</Link>
      <div className="table-head__title">
        <span className="eyebrow"><FormattedMessage id={`game.${table.gameType}` as MessageId} />{table.noCommission && <> · <FormattedMessage id="table.baccarat.noCommission" /></>}</span>
        <h1>{localizedName(intl.locale, table)}</h1>
        <span className="table-head__meta muted small">
          <FormattedMessage id={`floor.${table.floor}` as MessageId} /> · {localizedName(intl.locale, table.area)} · <FormattedMessage id="table.limits" values={{ min: formatToken(table.minBet), max: formatToken(table.maxBet) }} />
        </span>
      </div>
      {balance !== null && (
        <span className="balance-chip table-head__balance" data-testid="table-balance" data-units={balance.toString()}>
          <span className="coin">S</span>
          <span className="table-head__balance-label muted small"><FormattedMessage id="table.balance" /></span>
          {formatToken(balance)}
        </span>
      )}
    </header>
  );
}
