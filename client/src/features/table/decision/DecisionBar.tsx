import { useEffect, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { formatToken } from "../../../shared/format/token.js";
import { Countdown } from "../components/Countdown.js";
import type { DecisionOption, DecisionPrompt, SeatView } from "./seat.js";

/** The notice turns urgent this many seconds before the window closes. */
export const URGENT_SECONDS = 5;

export type Sending = { betIndex: number; action: number; depositing: boolean } | null;

interface Props {
  seat: SeatView;
  /** Whole seconds left in the window (0 once it closed) and the fraction of it left. */
  seconds: number;
  fraction: number;
  sending: Sending;
  onDecide(prompt: DecisionPrompt, option: DecisionOption): void;
}

function titleOf(seat: SeatView, open: boolean): string {
  if (!open) return "decision.title.dealing";
  if (!seat.playing) return "decision.title.watching";
  const names = seat.prompt?.options.map((o) => o.name) ?? [];
  if (names.includes("call")) return "decision.title.holdem";
  if (names.includes("insurance")) return "decision.title.insurance";
  if (names.length) return "decision.title.play";
  return seat.decided.length ? "decision.title.decided" : "decision.title.nothing";
}

/**
 * The decision window for one viewer: its countdown, the buttons of exactly the moves the rules
 * allow the bet's hand in play (each with the extra stake it escrows), what the viewer decided,
 * and — while a decision is owed — what happens if none comes, louder in the last seconds.
 */
export function DecisionBar({ seat, seconds, fraction, sending, onDecide }: Props) {
  const intl = useIntl();
  const open = seconds > 0;
  const prompt = open ? seat.prompt : null;
  const urgent = seconds <= URGENT_SECONDS;
  const cost = (o: DecisionOption) => formatToken(o.extraStake);
  const explain = prompt?.options.find((o) => o.name === "call" || o.name === "insurance");
  const bar = useRef<HTMLElement>(null);
  const owed = prompt ? `${prompt.betIndex}:${prompt.hand}` : null;
  // The bar sticks to the viewport's bottom (decision.css); where it cannot, a decision owed brings it into view
  // (only then: moving the page under the player's finger would misplace a tap).
  useEffect(() => {
    const el = bar.current;
    if (!owed || !el) return;
    const r = el.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight) el.scrollIntoView?.({ block: "nearest" });
    // The hand the decision is for, above the bar (its scroll margin in decision.css is the bar's height).
    document.querySelector("[data-decision-hand]")?.scrollIntoView?.({ block: "nearest" });
  }, [owed]);
  return (
    <section ref={bar} className={`decision-bar${prompt ? " decision-bar--owed" : ""}`} data-testid="decision-bar" aria-label={intl.formatMessage({ id: titleOf(seat, open) })}>
      <div className="decision-bar__clock">{open ? <Countdown seconds={seconds} fraction={fraction} small /> : <span className="stage__dealing" aria-hidden><i /><i /><i /></span>}</div>
      <div className="decision-bar__body">
        <h2 className="decision-bar__title">
          <FormattedMessage id={titleOf(seat, open)} />
          {prompt && prompt.seats > 1 && <span className="decision-bar__where"><FormattedMessage id="decision.seat" values={{ n: prompt.seat, count: prompt.seats }} /></span>}
          {prompt && prompt.hands > 1 && <span className="decision-bar__where"><FormattedMessage id="decision.hand" values={{ n: prompt.hand + 1, count: prompt.hands }} /></span>}
        </h2>
        {explain && (
          <p className="decision-bar__explain muted small">
            <FormattedMessage id={explain.name === "call" ? "decision.holdem.explain" : "decision.insurance.explain"} values={{ amount: cost(explain) }} />
          </p>
        )}
        {prompt && (
          <div className="decision-bar__actions" role="group">
            {prompt.options.map((o) => {
              const busy = sending?.betIndex === prompt.betIndex && sending.action === o.action;
              return (
                <button key={o.action} type="button" className={`btn decision-btn decision-btn--${o.name}`} data-action={o.name} disabled={!!sending} onClick={() => onDecide(prompt, o)}>
                  {busy ? <><span className="spinner spinner--inline" /><FormattedMessage id={sending.depositing ? "decision.depositing" : "decision.sending"} /></> : <FormattedMessage id={`decision.action.${o.name}`} />}
                  {!busy && o.extraStake > 0n && <small className="decision-btn__extra mono"><FormattedMessage id="decision.extra" values={{ amount: cost(o) }} /></small>}
                </button>
              );
            })}
          </div>
        )}
        {seat.decided.length > 0 && (
          <ul className="decision-bar__decided" data-testid="decision-decided">
            {seat.decided.map((d) => (
              <li key={d.betIndex} data-action={d.name} data-sent={d.sent}>
                ✓ <FormattedMessage id={`decision.decided.${d.name}`} values={{ amount: formatToken(d.extraStake) }} />
              </li>
            ))}
          </ul>
        )}
        {prompt && (
          <p className={`decision-bar__default${urgent ? " is-urgent" : ""}`} role="status" data-testid="decision-default" data-urgent={urgent}>
            <FormattedMessage id={urgent ? `decision.urgent.${seat.fallback}` : `decision.default.${seat.fallback}`} values={{ seconds }} />
          </p>
        )}
      </div>
    </section>
  );
}
