import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "../../../shared/i18n/en.js";
import { useNow } from "../lobby/clock.js";
import { formatCountdown, liveState, opensIn, type StateInput } from "../lobby/live-state.js";

/** The table's live state: betting with its countdown ring, dealing, result, closed (and when it opens) or opens soon. */
export function LiveBadge({ table }: { table: StateInput }) {
  const now = useNow();
  const intl = useIntl();
  const state = liveState(table, now);
  if (state.kind === "betting") {
    const seconds = state.secondsLeft;
    return (
      <span className={`live-pill live-pill--betting${seconds >= 0 && seconds <= 5 ? " is-closing" : ""}`} data-kind="betting" style={{ ["--left" as string]: state.fraction }}>
        <FormattedMessage id="lobby.state.betting" />
        {seconds >= 0 && (
          <span className="live-pill__timer mono" role="timer" aria-label={intl.formatMessage({ id: "lobby.countdown" }, { seconds })} data-testid="countdown">
            {formatCountdown(seconds)}
          </span>
        )}
      </span>
    );
  }
  return (
    <span className={`live-pill live-pill--${state.kind}`} data-kind={state.kind}>
      <FormattedMessage id={`lobby.state.${state.kind}` as MessageId} />
    </span>
  );
}

/** "Opens at 14:00", then "in 2 h 30 min" for a table whose area is closed now. */
export function OpensAt({ opensAt }: { opensAt: string | null | undefined }) {
  const now = useNow();
  const intl = useIntl();
  if (!opensAt) return <FormattedMessage id="lobby.opensLater" />;
  const at = new Date(opensAt);
  const { hours, minutes, tomorrow } = opensIn(at, new Date(now));
  const time = intl.formatTime(at, { hour: "2-digit", minute: "2-digit" });
  return (
    <>
      <strong><FormattedMessage id={tomorrow ? "lobby.opensAtTomorrow" : "lobby.opensAt"} values={{ time }} /></strong>
      <span className="muted"><FormattedMessage id="lobby.opensIn" values={{ hours, minutes }} /></span>
    </>
  );
}
