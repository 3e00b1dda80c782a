import type { CSSProperties } from "react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "../../../shared/i18n/en.js";
import type { HeldResult } from "../hooks/useHeldResult.js";
import type { Phase } from "../logic/phase.js";
import { hasResult } from "../logic/table-cache.js";
import { usePrefersReducedMotion } from "../hooks/usePrefersReducedMotion.js";
import { Countdown } from "./Countdown.js";
import { wheelSpinMs } from "./reveal/wheel-geometry.js";
import { RoundOutcome } from "./RoundOutcome.js";
import { Reveal } from "./reveal/Reveal.js";

interface Props {
  phase: Phase;
  roundId: number | null;
  seconds: number;
  fraction: number;
  /** The last round's result, kept on stage for a few seconds after it ends. */
  held: HeldResult | null;
}

/** The dealer's side of the table: the round's phase and countdown, and the latest result as it is revealed. */
export function RoundStage({ phase, roundId, seconds, fraction, held }: Props) {
  const reveal = held && hasResult(held.state) && held.result;
  // The betting window, or a hold'em or blackjack decision window.
  const betting = phase === "betting" || phase === "deciding";
  const still = usePrefersReducedMotion();
  // The player's outcome shows once the money wheel has landed its last spin, not while it turns.
  const spins = reveal && held.result?.game === "money wheel" && Array.isArray(held.result.spins) ? held.result.spins.length : 0;
  const delay = spins && !still ? ({ "--outcome-delay": `${wheelSpinMs(spins)}ms` } as CSSProperties) : undefined;
  return (
    <section className={`stage stage--${phase}${reveal ? " stage--reveal" : ""}`} style={delay} data-testid="stage" data-phase={phase} data-result-round={held?.roundId}>
      <div className="stage__status">
        <span className={`phase-pill phase-pill--${phase}`}><FormattedMessage id={`table.phase.${phase}` as MessageId} /></span>
        {roundId !== null && <span className="stage__round muted small"><FormattedMessage id="table.round" values={{ id: roundId }} /></span>}
        {reveal && betting && <Countdown seconds={seconds} fraction={fraction} small />}
      </div>
      <div className="stage__center">
        {reveal ? <Reveal key={held.roundId} result={held.result!} /> : betting ? <Countdown seconds={seconds} fraction={fraction} /> : (phase === "closing" || phase === "dealing") && <span className="stage__dealing" aria-hidden><i /><i /><i /></span>}
      </div>
      {held && <RoundOutcome key={held.roundId} bets={held.myBets} state={held.state} />}
    </section>
  );
}
