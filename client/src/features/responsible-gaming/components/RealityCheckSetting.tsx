import { FormattedMessage, useIntl } from "react-intl";
import { REALITY_INTERVALS, useRealityInterval, type RealityInterval } from "../reality/setting.js";

/** How often the reality check shows (kept in this browser for this player). */
export function RealityCheckSetting({ player }: { player: string }) {
  const intl = useIntl();
  const [interval, setInterval] = useRealityInterval(player);
  return (
    <section className="card stack" aria-labelledby="rg-reality-title">
      <h2 id="rg-reality-title"><FormattedMessage id="rg.reality.title" /></h2>
      <p className="muted"><FormattedMessage id="rg.reality.intro" /></p>
      <label className="field rg-reality">
        <span className="field__label"><FormattedMessage id="rg.reality.every" /></span>
        <select className="input" value={interval} onChange={(e) => setInterval(Number(e.target.value) as RealityInterval)}>
          {REALITY_INTERVALS.map((m) => (
            <option key={m} value={m}>{m === 0 ? intl.formatMessage({ id: "rg.reality.off" }) : intl.formatMessage({ id: "rg.minutes" }, { minutes: m })}</option>
          ))}
        </select>
      </label>
    </section>
  );
}
