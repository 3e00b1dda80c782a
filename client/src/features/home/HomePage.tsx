import { useState } from "react";
import { Link } from "react-router-dom";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "../../shared/i18n/en.js";
import { useLobby } from "./lobby/useLobby.js";
import { resultLabel } from "./lobby/result-label.js";
import type { LiveTable } from "./lobby/apply-round.js";
import { VerifyRoundDialog } from "./verify/VerifyRoundDialog.js";

/** SPEC §3 game types; a card comes alive once the dealer runs a table of its game. */
const GAMES: { type: number; glyph: string; hue: string }[] = [
  { type: 1, glyph: "◎", hue: "var(--ruby)" },
  { type: 2, glyph: "♦", hue: "var(--gold)" },
  { type: 3, glyph: "♠", hue: "var(--teal)" },
  { type: 4, glyph: "⚄", hue: "var(--violet)" },
  { type: 5, glyph: "⚔", hue: "var(--ruby)" },
  { type: 6, glyph: "✺", hue: "var(--gold)" },
  { type: 7, glyph: "♣", hue: "var(--teal)" },
];
const SHOWN_RESULTS = 6;

export function HomePage() {
  const { tables } = useLobby();
  return (
    <div className="stack">
      <section className="hero">
        <div className="hero__text">
          <span className="eyebrow"><FormattedMessage id="app.tagline" /></span>
          <h1><FormattedMessage id="home.hero.title" /></h1>
          <p><FormattedMessage id="home.hero.body" /></p>
          <Link className="btn btn--primary btn--lg" to="/bridge"><FormattedMessage id="home.hero.bridge" /></Link>
        </div>
        <div className="hero__art" aria-hidden>
          <div className="chip-stack"><span /><span /><span /></div>
        </div>
      </section>
      <section>
        <div className="section-head">
          <h2><FormattedMessage id="home.games" /></h2>
          <span className="muted small" data-testid="tables-live">
            {tables.length ? <FormattedMessage id="home.tablesLive" values={{ count: tables.length }} /> : <FormattedMessage id="home.noTables" />}
          </span>
        </div>
        <div className="game-grid">
          {GAMES.map((g) => (
            <GameCard key={g.type} game={g} table={tables.find((t) => t.gameType === g.type)} />
          ))}
        </div>
      </section>
    </div>
  );
}

function GameCard({ game, table }: { game: (typeof GAMES)[number]; table: LiveTable | undefined }) {
  const intl = useIntl();
  const [verifying, setVerifying] = useState(false);
  const labels = (table?.recentResults ?? []).slice(0, SHOWN_RESULTS).flatMap((r) => {
    const label = resultLabel(r);
    return label ? [label] : [];
  });
  return (
    <article className={`game-card${table ? " game-card--live" : ""}`} style={{ ["--hue" as string]: game.hue }} data-testid={`game-card-${game.type}`} data-state={table?.round.state}>
      {table && (
        <span className={`live-pill live-pill--${table.round.state}`} title={intl.formatMessage({ id: "home.round" }, { id: table.round.roundId })}>
          <FormattedMessage id={`home.state.${table.round.state}` as MessageId} />
        </span>
      )}
      {table && labels.length > 0 && (
        <button className="card-verify" data-testid={`verify-${game.type}`} onClick={() => setVerifying(true)}>
          <FormattedMessage id="home.verify" />
        </button>
      )}
      {verifying && table && <VerifyRoundDialog tableId={table.tableId} onClose={() => setVerifying(false)} />}
      <span className="game-card__glyph" aria-hidden>{game.glyph}</span>
      <h3 className="game-card__name"><FormattedMessage id={`game.${game.type}` as MessageId} /></h3>
      {labels.length > 0 && (
        <ol className="result-strip" aria-label={intl.formatMessage({ id: "home.recent" })}>
          {labels.map((l, i) => (
            <li key={i} className={`result-chip result-chip--${l.tone}`}>{l.text}</li>
          ))}
        </ol>
      )}
    </article>
  );
}
