import { FormattedMessage } from "react-intl";
import { useNavigate } from "react-router-dom";
import { formatToken } from "../../../shared/format/token.js";
import { useRealityCheck } from "./useRealityCheck.js";

const signed = (v: bigint) => (v > 0n ? `+${formatToken(v)}` : formatToken(v));

/**
 * The reality check: time since sign-in and the net result since then, every interval. A panel at the
 * top of the page that blocks nothing, so a table's betting controls stay usable while a round takes bets.
 */
export function RealityCheck({ minutes, startedAt, net }: { minutes: number; startedAt: number; net: bigint | null }) {
  const navigate = useNavigate();
  const { due, acknowledge } = useRealityCheck(minutes, startedAt);
  if (!due) return null;
  const elapsed = Math.floor((Date.now() - startedAt) / 60_000);
  const leave = (to: string) => {
    acknowledge();
    void navigate(to);
  };
  return (
    <aside className="reality-check card" role="dialog" aria-modal="false" aria-labelledby="reality-check-title" data-testid="reality-check">
      <h2 id="reality-check-title" className="reality-check__title"><FormattedMessage id="rg.check.title" /></h2>
      <p>
        <FormattedMessage id="rg.check.elapsed" values={{ hours: Math.floor(elapsed / 60), minutes: elapsed % 60 }} />
        {" · "}
        {net === null ? <FormattedMessage id="rg.check.netUnknown" /> : <FormattedMessage id="rg.check.net" values={{ amount: signed(net) }} />}
      </p>
      <div className="reality-check__actions">
        <button type="button" className="btn btn--primary btn--sm" onClick={acknowledge}><FormattedMessage id="rg.check.continue" /></button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => leave("/")}><FormattedMessage id="rg.check.stop" /></button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => leave("/responsible-gaming")}>
          <FormattedMessage id="rg.check.limits" />
        </button>
      </div>
    </aside>
  );
}
