import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useParams } from "react-router-dom";
import type { MessageId } from "../../shared/i18n/en.js";
import { BOARDS } from "./boards/registry.js";
import { LastResults } from "./components/LastResults.js";
import { TableHeader } from "./components/TableHeader.js";
import { TableNotice } from "./components/TableNotice.js";
import { useGameBalance } from "./hooks/useGameBalance.js";
import { useTable } from "./hooks/useTable.js";
import { TableScreen } from "./TableScreen.js";

/** `/casino-games/{id}`: the table with that id, or why it cannot be played. `chat` renders the table's chat panel (the app composes it in). */
export function TablePage({ chat }: { chat?: (tableId: number) => ReactNode } = {}) {
  const intl = useIntl();
  const id = Number(useParams().id);
  const { table, lastEnded, loading } = useTable(id);
  const balance = useGameBalance();
  if (loading || table === undefined) {
    return <div className="page table-page"><div className="empty-state"><FormattedMessage id="table.loading" /></div></div>;
  }
  if (!table) return <div className="page table-page"><TableNotice icon="?" title={<FormattedMessage id="table.notFound" />} testId="table-not-found" /></div>;
  const playable = table.game.playable && !!BOARDS[table.gameType];
  const opensAt = table.opensAt ?? table.area.opensAt;
  return (
    <div className="page table-page" data-testid="table-page" data-game={table.gameType}>
      <TableHeader table={table} balance={balance} />
      {!playable ? (
        <TableNotice icon="♠" title={<FormattedMessage id="table.soon.title" />} testId="table-soon">
          <p><FormattedMessage id="table.soon.body" values={{ game: intl.formatMessage({ id: `game.${table.gameType}` as MessageId }) }} /></p>
        </TableNotice>
      ) : !table.isOpen ? (
        <div className="table-closed-wrap">
          <TableNotice icon="☾" title={<FormattedMessage id="table.closed.title" />} testId="table-closed">
            <p data-testid="table-opens-at">
              {opensAt ? (
                <FormattedMessage id="table.closed.opensAt" values={{ time: intl.formatDate(opensAt, { weekday: "short", hour: "2-digit", minute: "2-digit", timeZoneName: "short" }) }} />
              ) : (
                <FormattedMessage id="table.closed.unknown" />
              )}
            </p>
          </TableNotice>
          <LastResults results={table.recentResults} gameType={table.gameType} />
          {chat?.(table.id)}
        </div>
      ) : (
        <TableScreen table={table} lastEnded={lastEnded} balance={balance} chat={chat?.(table.id)} />
      )}
    </div>
  );
}
