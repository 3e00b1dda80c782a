import { FormattedMessage } from "react-intl";
import { formatToken } from "../../../../shared/format/token.js";
import { DeckCard } from "../../decision/DeckCard.js";
import type { BlackjackBetView, BlackjackHandView } from "./blackjack-view.js";

/** The hand's total; once the hand has a result that says "Bust", the badge gives the number instead. */
function Total({ hand, natural }: { hand: BlackjackHandView; natural: boolean }) {
  if (natural) return <FormattedMessage id="decision.bj.blackjack" />;
  if (hand.total > 21 && !hand.result) return <FormattedMessage id="decision.bj.bust" />;
  return <FormattedMessage id={hand.soft ? "decision.bj.soft" : "decision.bj.total"} values={{ total: hand.total }} />;
}

/** The viewer's hands, bet by bet: cards, totals, the hand in play, doubles, insurance and each hand's result. */
export function BlackjackHands({ bets }: { bets: readonly BlackjackBetView[] }) {
  return (
    <section className="bj-hands" data-testid="blackjack-hands" aria-labelledby="bj-hands-title">
      <h3 id="bj-hands-title" className="dtable__label"><FormattedMessage id="decision.bj.yourHands" /></h3>
      <p className="dtable__note muted small"><FormattedMessage id="decision.bj.sharedStart" /></p>
      {bets.map((b, bi) => (
        <div key={b.betIndex} className="bj-bet" data-testid="blackjack-bet" data-bet={b.betIndex}>
          <span className="bj-bet__head">
            {bets.length > 1 && <b><FormattedMessage id="decision.bj.seat" values={{ n: bi + 1 }} /></b>}
            <span className="muted"><FormattedMessage id="table.myBets.stake" /> <b className="mono">{formatToken(b.stake)}</b></span>
            {b.insured && <span className="dtable__tag"><FormattedMessage id="decision.bj.insured" /></span>}
            {b.payout !== null && <b className="bj-bet__payout mono" data-testid="blackjack-payout">{b.payout > 0n ? `+${formatToken(b.payout)}` : "0"}</b>}
          </span>
          <div className="bj-bet__hands">
            {b.hands.map((h, hi) => (
              <div key={hi} className={`bj-hand${h.active ? " is-active" : ""}${h.result ? ` is-${h.result}` : ""}`} data-testid="blackjack-hand" data-total={h.total} data-result={h.result ?? undefined} data-decision-hand={h.active || undefined}>
                <span className="dtable__cards">
                  {h.cards.map((c, i) => <DeckCard key={i} code={c} />)}
                  {h.drawing && <DeckCard code={null} down />}
                </span>
                {/* What was done, the total, then the result: each said once ("Doubled · 24 · Bust"). */}
                <span className="bj-hand__info">
                  {h.doubled && <span className="dtable__tag"><FormattedMessage id="decision.bj.doubled" /></span>}
                  {!(b.natural && h.result === "blackjack") && <b className="dtable__badge"><Total hand={h} natural={b.natural} /></b>}
                  {h.drawing && <span className="muted small"><FormattedMessage id="decision.bj.drawing" /></span>}
                  {h.result && <span className={`bj-hand__result bj-hand__result--${h.result}`}><FormattedMessage id={`decision.bj.handResult.${h.result}`} /></span>}
                </span>
              </div>
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}
