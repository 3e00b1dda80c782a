import { FormattedMessage } from "react-intl";
import { formatToken } from "../../../shared/format/token.js";
import type { MessageId } from "../../../shared/i18n/en.js";
import type { Process } from "../hooks/useCurrentBridge.js";

const STEPS: MessageId[] = ["bridge.step1", "bridge.step2", "bridge.step3"];

/** The transfer in flight with its three steps; `submitted` shows step 1 until the indexer reports it. */
export function CurrentProcess({ process, submitted, live, minValidator }: { process: Process | null; submitted: boolean; live: boolean; minValidator: number }) {
  if (!process && !submitted) return null;
  const step = process ? (process.status === 2 ? 3 : Math.max(1, process.step)) : 1;
  const status = process?.status ?? 0;
  return (
    <section className="card current" data-testid="bridge-current" data-status={status} data-step={step}>
      <div className="current__head">
        <h2 className="card__title"><FormattedMessage id="bridge.current" /></h2>
        <span className={`pill ${live ? "pill--live" : "pill--warn"}`}>
          <FormattedMessage id={live ? "bridge.live" : "bridge.polling"} />
        </span>
      </div>
      {process && (
        <p className="current__summary">
          <FormattedMessage id={`bridge.type.${process.processType === 90 ? 90 : 91}` as MessageId} /> · <strong className="mono">{formatToken(process.amount)} SUSD</strong>
        </p>
      )}
      <ol className="steps">
        {STEPS.map((label, i) => {
          const n = i + 1;
          const state = n < step || step === 3 ? "done" : n === step ? "active" : "todo";
          return (
            <li key={label} className={`steps__item steps__item--${state}`}>
              <span className="steps__dot">{state === "done" ? "✓" : n}</span>
              <span className="steps__label"><FormattedMessage id={label} /></span>
              {n === 2 && process && <span className="steps__meta muted small"><FormattedMessage id="bridge.votes" values={{ votes: Math.min(process.votes, minValidator), min: minValidator }} /></span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
