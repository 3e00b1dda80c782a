import { lazy, Suspense, useState } from "react";
import { Link } from "react-router-dom";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "../../../shared/i18n/en.js";
import { formatToken } from "../../../shared/format/token.js";
import { localizedName } from "../../../shared/i18n/localized-name.js";
import type { LobbyTable } from "../lobby/apply-round.js";
import { useTablePlayers } from "../hooks/useTablePlayers.js";
import { LiveBadge, OpensAt } from "./LiveBadge.js";
import { ResultStrip } from "./ResultStrip.js";

// The games engine (for the in-browser check) loads only when a player asks to verify.
const VerifyRoundDialog = lazy(() => import("../../../shared/fairness/VerifyRoundDialog.js").then((m) => ({ default: m.VerifyRoundDialog })));

/** The table screen's address (paths.game in app/paths.ts; features do not import app). */
const tablePath = (id: number) => `/casino-games/${id}`;

/** One table in the lobby: live state and countdown, limits, players this round, floor and area, latest results. */
export function TableCard({ table, image, playable }: { table: LobbyTable; image: string; playable: boolean }) {
  const intl = useIntl();
  const [verifying, setVerifying] = useState(false);
  const live = playable && table.isOpen;
  useTablePlayers(table.id, live);
  const limits = `${formatToken(table.minBet, 0)}–${formatToken(table.maxBet, 0)}`;
  const players = intl.formatMessage({ id: "lobby.players" }, { count: table.playersThisRound });
  const name = localizedName(intl.locale, table);
  const body = (
    <>
      <div className="table-card__art" style={{ ["--art" as string]: `url("${image}")` }}>
        {!live && (
          <div className="table-card__veil" data-testid={playable ? "table-closed" : "table-soon"}>
            {playable ? <OpensAt opensAt={table.opensAt ?? table.area.opensAt} /> : <FormattedMessage id="lobby.soon.body" />}
          </div>
        )}
        {live && <span className="table-card__play" aria-hidden><FormattedMessage id="lobby.play" /></span>}
      </div>
      {/* The state, limits and tags sit under the picture, never over it: the art has words of its own (PLAYER, BANKER, 21). */}
      <div className="table-card__body">
        <div className="table-card__status">
          <LiveBadge table={{ ...table, playable }} />
          <span className="table-card__limits" title={intl.formatMessage({ id: "lobby.limits" })}>
            <span className="mono">{limits}</span> <small>SUSD</small>
          </span>
          {table.noCommission && <span className="table-card__tag"><FormattedMessage id="lobby.noCommission" /></span>}
        </div>
        <h4 className="table-card__title" title={name}>{name}</h4>
        <div className="table-card__meta">
          <p className="table-card__where">
            <span className={table.floor === "THIRD_VIP" ? "vip" : undefined}><FormattedMessage id={`floor.${table.floor}` as MessageId} /></span>
            <span aria-hidden> · </span>
            <span>{localizedName(intl.locale, table.area)}</span>
          </p>
          {live && (
            <span className="table-card__players" role="img" aria-label={players} title={players} data-testid="players">
              <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden><path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z" /></svg>
              <span aria-hidden>{table.playersThisRound}</span>
            </span>
          )}
        </div>
        {playable && <ResultStrip results={table.recentResults} />}
      </div>
    </>
  );
  const verifiable = playable && table.recentResults.length > 0;
  return (
    <article className={`table-card${live ? "" : " table-card--idle"}${table.floor === "THIRD_VIP" ? " table-card--vip" : ""}${verifiable ? " table-card--verifiable" : ""}`} data-testid={`table-card-${table.id}`} data-state={table.round?.state} data-open={table.isOpen}>
      {playable ? <Link className="table-card__link" to={tablePath(table.id)}>{body}</Link> : <div className="table-card__link">{body}</div>}
      {verifiable && (
        <button type="button" className="card-verify" data-testid={`verify-${table.id}`} onClick={() => setVerifying(true)}>
          <FormattedMessage id="home.verify" />
        </button>
      )}
      {verifying && <Suspense fallback={null}><VerifyRoundDialog tableId={table.id} onClose={() => setVerifying(false)} /></Suspense>}
    </article>
  );
}
