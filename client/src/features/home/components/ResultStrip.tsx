import { useLayoutEffect, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { resultLabel } from "../lobby/result-label.js";
import { chipWidth, fitResults } from "../lobby/fit-results.js";

/** The table's latest results, newest first: all that fit the card, then "+N" for the rest. */
export function ResultStrip({ results }: { results: readonly Record<string, unknown>[] }) {
  const intl = useIntl();
  const ref = useRef<HTMLOListElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const labels = results.flatMap((r) => {
    const label = resultLabel(r);
    return label ? [label] : [];
  });
  const { shown, rest } = fitResults(labels.map((l) => l.text), width);
  return (
    <ol ref={ref} className="result-strip" aria-label={intl.formatMessage({ id: "home.recent" })} data-testid="result-strip">
      {labels.length === 0 && <li className="result-strip__empty muted small"><FormattedMessage id="lobby.noResults" /></li>}
      {labels.slice(0, shown).map((l, i) => (
        <li key={i} className={`result-chip result-chip--${l.tone}`} style={{ width: chipWidth(l.text) }}>{l.text}</li>
      ))}
      {rest > 0 && (
        <li className="result-chip result-chip--more" style={{ width: chipWidth(`+${rest}`) }} title={intl.formatMessage({ id: "lobby.moreResults" }, { count: rest })} data-testid="results-more">
          +{rest}
        </li>
      )}
    </ol>
  );
}
