import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import type { RankingKind, RankingPeriod } from "../../gql/pages/graphql.js";
import { PageMessages } from "../../shared/i18n/PageMessages.js";
import { Tabs } from "../../shared/ui/tabs.js";
import { PopularList } from "./components/PopularList.js";
import { VolatilityList } from "./components/VolatilityList.js";
import { useRanking } from "./hooks/useRanking.js";
import { rankingEn } from "./i18n/en.js";
import { rankingJa } from "./i18n/ja.js";
import "./ranking.css";

const PERIODS: readonly RankingPeriod[] = ["DAILY", "WEEKLY", "MONTHLY"];
const fromUrl = (v: string | null): RankingPeriod => (PERIODS.find((p) => p.toLowerCase() === v) ?? "DAILY");

/** /ranking: daily, weekly and monthly tabs, each with the popular and the volatility list, live. */
export function RankingPage() {
  return (
    <PageMessages en={rankingEn} ja={rankingJa}>
      <Ranking />
    </PageMessages>
  );
}

function Ranking() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const period = fromUrl(params.get("period"));
  const choose = (p: RankingPeriod) => setParams((prev) => {
    const next = new URLSearchParams(prev);
    if (p === "DAILY") next.delete("period");
    else next.set("period", p.toLowerCase());
    return next;
  }, { replace: true });
  return (
    <div className="stack">
      <header className="page__header">
        <h1><FormattedMessage id="menu.ranking" /></h1>
        <p className="muted"><FormattedMessage id="ranking.subtitle" /></p>
      </header>
      <Tabs idPrefix="ranking" label={intl.formatMessage({ id: "ranking.periods" })} value={period} onChange={choose} tabs={PERIODS.map((p) => ({ key: p, label: intl.formatMessage({ id: `ranking.period.${p}` }) }))} />
      <div id="ranking-panel" role="tabpanel" aria-labelledby={`ranking-tab-${period}`} className="ranking__grid">
        <RankingCard period={period} kind="POPULAR" />
        <RankingCard period={period} kind="VOLATILITY" />
      </div>
      <p className="muted small" data-testid="ranking-periods-note"><FormattedMessage id="ranking.periodsNote" /></p>
    </div>
  );
}

function RankingCard({ period, kind }: { period: RankingPeriod; kind: RankingKind }) {
  const { ranking, loading, error, retry } = useRanking(period, kind);
  const key = kind === "POPULAR" ? "popular" : "volatility";
  return (
    <section className="card ranking__card" data-testid={`ranking-${key}`} aria-labelledby={`ranking-${key}-title`}>
      <header className="ranking__head">
        <h2 id={`ranking-${key}-title`} className="card__title"><FormattedMessage id={`ranking.${key}.title`} /></h2>
        <span className="pill pill--live small"><FormattedMessage id="ranking.live" /></span>
      </header>
      {ranking && <p className="muted small ranking__range" data-testid={`ranking-${key}-range`}><PeriodRange period={period} start={ranking.periodStart} end={ranking.periodEnd} /></p>}
      <p className="ranking__definition small" data-testid={`ranking-${key}-definition`}><FormattedMessage id={`ranking.${key}.definition`} /></p>
      {loading && <div className="center pad"></div>}
      {error && (
        <div className="empty-state" role="alert">
          <FormattedMessage id="ranking.loadFailed" />
          <button type="button" className="btn btn--ghost btn--sm" onClick={retry}><FormattedMessage id="ranking.retry" /></button>
        </div>
      )}
      {ranking && (kind === "POPULAR" ? <PopularList games={ranking.popular} /> : <VolatilityList wins={ranking.volatility} />)}
    </section>
  );
}

/** The period in words, in UTC: the day, the week's first and last day, or the month. */
function PeriodRange({ period, start, end }: { period: RankingPeriod; start: string; end: string }) {
  const last = new Date(Date.parse(end) - 86_400_000).toISOString();
  const day = (iso: string) => <FormattedDate value={iso} dateStyle="medium" timeZone="UTC" />;
  const month = <FormattedDate value={start} year="numeric" month="long" timeZone="UTC" />;
  return <FormattedMessage id={`ranking.range.${period}`} values={{ start: period === "MONTHLY" ? month : day(start), end: day(last) }} />;
}
