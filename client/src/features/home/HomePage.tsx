import { lazy, Suspense, useMemo } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { FormattedMessage, useIntl } from "react-intl";
import { clientEnv } from "../../shared/env.js";
import { useLobbyGames } from "./hooks/useLobbyGames.js";
import { useLobbyCategories } from "./hooks/useLobbyCategories.js";
import { catalog, isCategory, type Category, type SortOrder } from "./lobby/catalog.js";
import { CategoryBar } from "./components/CategoryBar.js";
import { GameList, useGameName } from "./components/GameList.js";
import { LobbySkeleton } from "./components/LobbySkeleton.js";

// The top banners (staff's /admin/top-banner, lobby location) arrive in their own chunk.
const LobbyBanners = lazy(() => import("./banners/LobbyBanners.js"));

/** The lobby: categories and sort (kept in the address), then every game with its live tables. */
export function HomePage() {
  const intl = useIntl();
  const gameName = useGameName();
  const { games, loading, failed, retry } = useLobbyGames();
  const { chips, managed } = useLobbyCategories();
  const [params, setParams] = useSearchParams();
  const rawCategory = params.get("category");
  const category: Category = isCategory(rawCategory, managed) ? rawCategory : "all";
  const sort: SortOrder = params.get("sort") === "desc" ? "desc" : "asc";
  const update = (key: string, value: string, fallback: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value === fallback) next.delete(key);
      else next.set(key, value);
      return next;
    }, { replace: true });
  const shown = useMemo(
    () => catalog(games.map((g) => ({ ...g, name: gameName(g), displayName: gameName(g) })), { category, sort, locale: intl.locale, showBonusGames: clientEnv.showBonusGames, managed }),
    [games, category, sort, intl.locale, gameName, managed],
  );
  const liveTables = games.filter((g) => g.playable).reduce((n, g) => n + g.tables.filter((t) => t.isOpen && t.round).length, 0);
  return (
    <div className="stack lobby">
      <Suspense fallback={null}><LobbyBanners /></Suspense>
      <section className="hero hero--lobby">
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
          <span className="pill pill--live small" data-testid="tables-live">
            {liveTables ? <FormattedMessage id="home.tablesLive" values={{ count: liveTables }} /> : <FormattedMessage id="home.noTables" />}
          </span>
        </div>
        <CategoryBar chips={chips} category={category} sort={sort} onCategory={(c) => update("category", c, "all")} onSort={(s) => update("sort", s, "asc")} />
        {loading && <LobbySkeleton />}
        {failed && (
          <div className="card empty-state" role="alert">
            <FormattedMessage id="lobby.loadFailed" />
            <button className="btn btn--ghost btn--sm" onClick={retry}><FormattedMessage id="lobby.retry" /></button>
          </div>
        )}
        {!loading && !failed && shown.length === 0 && (
          <div className="card empty-state" data-testid="lobby-empty">
            <span className="empty-state__icon" aria-hidden>{category === "favorites" ? "★" : "◆"}</span>
            <FormattedMessage id={category === "favorites" ? "lobby.empty.favorites" : "lobby.empty.category"} />
          </div>
        )}
        <GameList games={shown} />
      </section>
    </div>
  );
}
