import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "../../../shared/i18n/en.js";
import { resultLabel } from "../../../shared/fairness/result-label.js";
import { isVerifiable } from "../../../shared/fairness/verifiable.js";
import { betLabel } from "../../../shared/bets/bet-label.js";
import { useRoundHistory } from "../hooks/useRoundHistory.js";
import type { Spot } from "../logic/spot.js";
import { Panel } from "./Panel.js";

// The checks (and the games engine's shoe code) load only when a player opens one.
const VerifyRoundDialog = lazy(() => import("../../../shared/fairness/VerifyRoundDialog.js").then((m) => ({ default: m.VerifyRoundDialog })));

const ENDED = new Set(["settled", "revealed", "refunded", "forfeited"]);
/** Rounds that end with no result say how they ended instead. */
const NO_RESULT: Record<string, MessageId> = { refunded: "table.state.refunded", forfeited: "table.state.forfeited" };

/** Past rounds with their results; any revealed, settled or forfeited one can be verified in this browser. */
export function PastRounds({ tableId, noCommission, settledRound }: { tableId: number; noCommission: boolean; settledRound: number | null }) {
  const intl = useIntl();
  const h = useRoundHistory(tableId, settledRound);
  const [open, setOpen] = useState<number | null>(null);
  // refetch is a new function each render: keeping it out of the effect's deps asks once per settled round, not on every render.
  const refetch = useRef(h.refetch);
  refetch.current = h.refetch;
  const describeBet = useCallback((bet: Spot) => betLabel(intl, bet), [intl]);
  // A newly settled round (shown after the history delay) joins the list.
  useEffect(() => {
    if (settledRound !== null) void refetch.current();
  }, [settledRound]);
  return (
    <Panel title={<FormattedMessage id="table.verify.title" />} testId="past-rounds">
      {!h.rounds.length && <p className="muted small"><FormattedMessage id="table.verify.empty" /></p>}
      <ul className="past-rounds">
        {h.rounds.filter((r) => ENDED.has(r.state)).map((r) => {
          const label = r.result ? resultLabel(r.result) : null;
          return (
            <li key={r.id} data-state={r.state}>
              <span className="mono small">#{r.roundId}</span>
              {label ? <span className={`result-chip result-chip--${label.tone}`}>{label.text}</span> : <span className="muted small">{NO_RESULT[r.state] ? <FormattedMessage id={NO_RESULT[r.state]} /> : "—"}</span>}
              {isVerifiable(r) && (
                <button type="button" className="btn btn--ghost btn--sm" onClick={() => setOpen(r.roundId)} data-testid={`verify-round-${r.roundId}`}>
                  <FormattedMessage id="table.verify.button" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {h.hasMore && <button type="button" className="btn btn--ghost btn--sm btn--block" onClick={() => void h.more()}><FormattedMessage id="table.verify.more" /></button>}
      {open !== null && (
        <Suspense fallback={null}>
          <VerifyRoundDialog tableId={tableId} roundId={open} noCommission={noCommission} describeBet={describeBet} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Panel>
  );
}
