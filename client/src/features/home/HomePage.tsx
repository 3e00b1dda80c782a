import { Link } from "react-router-dom";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "../../shared/i18n/en.js";

/** SPEC §3 game types; tables appear here once the dealer opens them. */
const GAMES: { type: number; glyph: string; hue: string }[] = [
  { type: 1, glyph: "◎", hue: "var(--ruby)" },
  { type: 2, glyph: "♦", hue: "var(--gold)" },
  { type: 3, glyph: "♠", hue: "var(--teal)" },
  { type: 4, glyph: "⚄", hue: "var(--violet)" },
  { type: 5, glyph: "⚔", hue: "var(--ruby)" },
  { type: 6, glyph: "✺", hue: "var(--gold)" },
  { type: 7, glyph: "♣", hue: "var(--teal)" },
];

export function HomePage() {
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
          <span className="muted small"><FormattedMessage id="home.noTables" /></span>
        </div>
        <div className="game-grid">
          {GAMES.map((g) => (
            <article key={g.type} className="game-card" style={{ ["--hue" as string]: g.hue }}>
              <span className="game-card__glyph" aria-hidden>{g.glyph}</span>
              <h3 className="game-card__name"><FormattedMessage id={`game.${g.type}` as MessageId} /></h3>
            </article>
          ))}
        </div>
      </section>
    </div>
  );
}
