import { FormattedMessage } from "react-intl";
import { handTotal } from "@sunrise/games";
import { CardFace } from "./CardFace.js";
import type { DecisionVerification } from "./decision-checks.js";

const Cards = ({ cards }: { cards: readonly number[] }) => <span className="verify__hand">{cards.map((c, i) => <CardFace key={i} card={c} />)}</span>;

/** The shared cards and each bet's hands as the games engine deals them from the recomputed deck and the recorded decisions. */
export function DealRecomputed({ v, betName }: { v: DecisionVerification; betName: (betIndex: number) => string }) {
  const o = v.outcome;
  if (!o) return <p className="muted">—</p>;
  if (o.game === "casino hold'em") {
    return (
      <dl className="verify__facts" data-testid="verify-deal-holdem">
        <dt><FormattedMessage id="verifyDecision.player" /></dt>
        <dd><Cards cards={o.player} /> <FormattedMessage id={`verifyDecision.hand.${o.playerHand.category}`} /></dd>
        <dt><FormattedMessage id="verifyDecision.board" /></dt>
        <dd><Cards cards={o.board} /></dd>
        <dt><FormattedMessage id="verifyDecision.dealer" /></dt>
        <dd>
          <Cards cards={o.dealer} /> <FormattedMessage id={`verifyDecision.hand.${o.dealerHand.category}`} /> · <FormattedMessage id={o.dealerQualifies ? "verifyDecision.qualifies" : "verifyDecision.notQualifies"} />
          {" · "}<b data-testid="verify-deal-winner"><FormattedMessage id={`verifyDecision.winner.${o.winner}`} /></b>
        </dd>
        <dt>AA</dt>
        <dd>{o.aaBonus > 0 ? <FormattedMessage id="verifyDecision.aaBonusWins" values={{ pays: o.aaBonus }} /> : <FormattedMessage id="verifyDecision.aaBonusLoses" />}</dd>
      </dl>
    );
  }
  const dealer = handTotal(o.dealer).total;
  return (
    <dl className="verify__facts" data-testid="verify-deal-blackjack">
      <dt><FormattedMessage id="verifyDecision.dealer" /></dt>
      <dd><Cards cards={o.dealer} /> {o.dealerBlackjack ? <FormattedMessage id="verifyDecision.dealerBlackjack" /> : <FormattedMessage id="verifyDecision.total" values={{ total: dealer }} />}</dd>
      <dt><FormattedMessage id="verifyDecision.player" /></dt>
      <dd><Cards cards={o.player} /></dd>
      {v.bets.filter((b) => b.hands).map((b) => (
        <div key={b.betIndex} className="verify__deal-bet" data-testid="verify-deal-bet">
          <dt>{betName(b.betIndex)}</dt>
          <dd>{b.hands!.map((h, i) => <span key={i} className="verify__deal-hand"><Cards cards={h.cards} /> <FormattedMessage id="verifyDecision.total" values={{ total: handTotal(h.cards).total }} /></span>)}</dd>
        </div>
      ))}
    </dl>
  );
}
