import { FormattedMessage } from "react-intl";
import type { MessageId } from "../../../shared/i18n/en.js";
import { resultLabel } from "../../../shared/fairness/result-label.js";
import { Panel } from "./Panel.js";

/** Games whose result chips are letters, totals or marks rather than the result itself: they say what each means. */
const LEGENDS = new Set([2, 3, 4, 5, 6, 7]);

/** The latest results, newest first, the newest one marked, with what the chips mean for the game. */
export function LastResults({ results, gameType }: { results: Record<string, unknown>[]; gameType?: number }) {
  const labels = results.slice(0, 24).flatMap((r) => (resultLabel(r) ? [resultLabel(r)!] : []));
  return (
    <Panel title={<FormattedMessage id="table.history" />} testId="last-results">
      {!labels.length && <p className="muted small"><FormattedMessage id="table.history.empty" /></p>}
      <ol className="last-results">
        {labels.map((l, i) => <li key={i} className={`result-chip result-chip--${l.tone}${i === 0 ? " is-latest" : ""}`}>{l.text}</li>)}
      </ol>
      {gameType !== undefined && LEGENDS.has(gameType) && labels.length > 0 && (
        <p className="last-results__legend muted small" data-testid="last-results-legend"><FormattedMessage id={`table.history.legend.${gameType}` as MessageId} /></p>
      )}
    </Panel>
  );
}
