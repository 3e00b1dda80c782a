import { useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { BlackjackBet } from "@sunrise/games";
import { PageMessages } from "../../../../shared/i18n/PageMessages.js";
import { decisionRoundOf } from "../../decision/decision-round.js";
import { DeckCard } from "../../decision/DeckCard.js";
import { decisionEn } from "../../decision/i18n/en.js";
import { decisionJa } from "../../decision/i18n/ja.js";
import { useNow } from "../../hooks/useNow.js";
import { BetBox } from "../BetBox.js";
import type { BoardProps } from "../types.js";
import { BlackjackHands } from "./BlackjackHands.js";
import { blackjackView } from "./blackjack-view.js";
import "../../decision/decision.css";

const NONE: readonly never[] = [];

function Board(props: BoardProps) {
  const intl = useIntl();
  const now = useNow(1000);
  const myBets = props.myBets ?? NONE;
  const round = useMemo(() => decisionRoundOf(props.round), [props.round]);
  const view = useMemo(() => blackjackView(round, myBets, now), [round, myBets, now]);
  const dealt = view.dealer[0] !== null;
  const label = intl.formatMessage({ id: "table.blackjack.main" });
  return (
    <div className="felt-board dtable blackjack" data-testid="board-blackjack" data-state={round?.state ?? "none"} data-round={round?.roundId}>
      <div className="dtable__row dtable__dealer" data-testid="blackjack-dealer">
        <span className="dtable__label"><FormattedMessage id="decision.bj.dealer" /></span>
        <span className="dtable__cards">{view.dealer.map((c, i) => <DeckCard key={i} code={c} down={dealt} delay={i * 180} />)}</span>
        {view.dealerTotal && dealt && (
          <span className={`dtable__badge${view.dealerTotal.total > 21 ? " dtable__badge--gold" : ""}`} data-testid="blackjack-dealer-total" data-total={view.dealerTotal.total}>
            {view.dealerBlackjack ? <FormattedMessage id="decision.bj.dealerBlackjack" />
              : view.dealerTotal.total > 21 ? <FormattedMessage id="decision.bj.bust" />
              : <FormattedMessage id={view.dealerTotal.soft ? "decision.bj.soft" : "decision.bj.total"} values={{ total: view.dealerTotal.total }} />}
          </span>
        )}
      </div>
      <p className="dtable__rule muted small"><FormattedMessage id="decision.bj.peek" /> · <FormattedMessage id="decision.bj.insurancePays" /></p>
      {dealt && view.bets.length === 0 && (
        <div className="dtable__row dtable__player" data-testid="blackjack-shared">
          <span className="dtable__label"><FormattedMessage id="decision.cards.player" /></span>
          <span className="dtable__cards">{view.shared.map((c, i) => <DeckCard key={i} code={c} />)}</span>
          <span className="dtable__note muted small"><FormattedMessage id="decision.cards.shared" /></span>
        </div>
      )}
      {view.bets.length > 0 && <BlackjackHands bets={view.bets} />}
      <div className="blackjack__spots">
        <BetBox spot={{ kind: BlackjackBet.MAIN, numbers: [] }} label={label} pays={intl.formatMessage({ id: "decision.bj.mainPays" })} className="bet-box--main blackjack__main" {...props}>
          {label}
        </BetBox>
      </div>
    </div>
  );
}

/** Live "infinite" blackjack: the bet spot, the dealer's up card (the rest at the settle), every seat's shared first two cards and the viewer's own hands. */
export function BlackjackBoard(props: BoardProps) {
  return (
    <PageMessages en={decisionEn} ja={decisionJa}>
      <Board {...props} />
    </PageMessages>
  );
}
