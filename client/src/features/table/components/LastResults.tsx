import { FormattedMessage } from "react-intl";
import { resultLabel } from "../../../shared/fairness/result-label.js";
import { Panel } from "./Panel.js";

/** The latest results, newest first, the newest one marked. */
export function LastResults({ results }: { results: Record<string, unknown>[] }) {
  const labels = results.slice(0, 24).flatMap((r) => (resultLabel(r) ? [resultLabel(r)!] : []));
  return (
    <Panel title={<FormattedMessage id="table.history" />} testId="last-results">
      {!labels.length && <p className="muted small"><FormattedMessage id="table.history.empty" /></p>}
      <ol className="last-results">
        {labels.map((l, i) => <li key={i} className={`result-chip result-chip--${l.tone}${i === 0 ? " is-latest" : ""}`}>{l.text}</li>)}
      </ol>
    </Panel>
  );
}
