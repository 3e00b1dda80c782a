import { FormattedMessage } from "react-intl";
import { HoldemAction, type HoldemOutcome } from "@sunrise/games";
import { formatToken } from "../../../../shared/format/token.js";
import type { HoldemBetResult } from "./holdem-view.js";

function Verdict({ r, outcome }: { r: HoldemBetResult; outcome: HoldemOutcome | null }) {
  const amount = formatToken(r.payout);
  if (r.cutShort) return <FormattedMessage id="decision.result.worstCase" values={{ amount }} />;
  if (r.kind === "bonus") return r.payout > 0n ? <FormattedMessage id="decision.result.bonusWon" values={{ pays: outcome?.aaBonus ?? 0, amount }} /> : <FormattedMessage id="decision.result.bonusLost" />;
  if (r.action !== HoldemAction.CALL) return <FormattedMessage id="decision.result.folded" />;
  if (r.payout === 0n) return <FormattedMessage id="decision.result.lost" />;
  return r.payout === r.stake + r.call ? <FormattedMessage id="decision.result.push" values={{ amount }} /> : <FormattedMessage id="decision.result.won" values={{ amount }} />;
}

/** Each of the player's hold'em bets with what it staked, what was decided and what it returned. */
export function HoldemResults({ results, outcome }: { results: readonly HoldemBetResult[]; outcome: HoldemOutcome | null }) {
  const tone = (r: HoldemBetResult) => (r.payout > r.stake + r.call ? "win" : r.payout === 0n ? "lose" : "push");
  return (
    <section className="dtable__results" data-testid="holdem-results">
      <h3><FormattedMessage id="decision.result.title" /></h3>
      <ul>
        {results.map((r) => (
          <li key={r.betIndex} className={`is-${tone(r)}`} data-testid="holdem-result" data-kind={r.kind} data-payout={r.payout.toString()}>
            <span>
              {r.kind === "bonus" ? <FormattedMessage id="decision.result.bonus" values={{ stake: formatToken(r.stake) }} />
                : r.call > 0n ? <FormattedMessage id="decision.result.anteCall" values={{ stake: formatToken(r.stake), call: formatToken(r.call) }} />
                : <FormattedMessage id="decision.result.ante" values={{ stake: formatToken(r.stake) }} />}
            </span>
            <b><Verdict r={r} outcome={outcome} /></b>
          </li>
        ))}
      </ul>
    </section>
  );
}
