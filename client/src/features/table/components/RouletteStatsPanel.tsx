import { FormattedMessage, useIntl } from "react-intl";
import { colorOf } from "../boards/roulette-layout.js";
import { rouletteStats } from "../logic/roulette-stats.js";
import { formatNumber } from "../../../shared/format/number.js";
import { Panel } from "./Panel.js";

function Split({ label, parts }: { label: string; parts: { tone: string; value: number; text: string }[] }) {
  const total = parts.reduce((s, p) => s + p.value, 0);
  return (
    <div className="stat-split">
      <span className="stat-split__label">{label}</span>
      <span className="stat-split__bar">
        {parts.map((p) => p.value > 0 && <span key={p.tone} className={`stat-split__part stat--${p.tone}`} style={{ flexGrow: p.value }}>{formatNumber(total ? p.value / total : 0, "percent-short")}</span>)}
      </span>
    </div>
  );
}

/** Hot and cold numbers and the even-money and dozen shares over the last 100 spins. */
export function RouletteStatsPanel({ results }: { results: Record<string, unknown>[] }) {
  const intl = useIntl();
  const s = rouletteStats(results.filter((r) => r.game === "roulette").map((r) => Number(r.number)));
  const t = (id: string) => intl.formatMessage({ id: id as "table.stats.hot" });
  const balls = (xs: { number: number; hits: number }[]) => xs.map((x) => (
    <span key={x.number} className={`stat-ball pocket--${colorOf(x.number)}`} title={String(x.hits)}>{x.number}<sub>{x.hits}</sub></span>
  ));
  return (
    <Panel title={<FormattedMessage id="table.stats.title" values={{ count: s.count }} />} testId="roulette-stats">
      <div className="stat-hotcold">
        <div><span className="stat-tag stat-tag--hot">{t("table.stats.hot")}</span><span className="stat-balls">{balls(s.hot)}</span></div>
        <div><span className="stat-tag stat-tag--cold">{t("table.stats.cold")}</span><span className="stat-balls">{balls(s.cold)}</span></div>
      </div>
      <Split label={t("table.stats.colour")} parts={[{ tone: "red", value: s.red, text: "" }, { tone: "green", value: s.zero, text: "" }, { tone: "black", value: s.black, text: "" }]} />
      <Split label={t("table.stats.parity")} parts={[{ tone: "odd", value: s.odd, text: "" }, { tone: "even", value: s.even, text: "" }]} />
      <Split label={t("table.stats.range")} parts={[{ tone: "low", value: s.low, text: "" }, { tone: "high", value: s.high, text: "" }]} />
      <Split label={t("table.stats.dozens")} parts={s.dozens.map((v, i) => ({ tone: `d${i + 1}`, value: v, text: "" }))} />
    </Panel>
  );
}
