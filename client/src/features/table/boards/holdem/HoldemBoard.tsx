import { useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { HoldemBet } from "@sunrise/games";
import { formatToken } from "../../../../shared/format/token.js";
import { PageMessages } from "../../../../shared/i18n/PageMessages.js";
import { decisionRoundOf } from "../../decision/decision-round.js";
import { DeckCard } from "../../decision/DeckCard.js";
import { decisionEn } from "../../decision/i18n/en.js";
import { decisionJa } from "../../decision/i18n/ja.js";
import { BetBox } from "../BetBox.js";
import type { BoardProps } from "../types.js";
import { HoldemResults } from "./HoldemResults.js";
import { holdemView } from "./holdem-view.js";
import "../../decision/decision.css";

const spot = (kind: number) => ({ kind, numbers: [] });
const NONE: readonly never[] = [];

function Board(props: BoardProps) {
  const intl = useIntl();
  const myBets = props.myBets ?? NONE;
  const round = useMemo(() => decisionRoundOf(props.round), [props.round]);
  const view = useMemo(() => holdemView(round, myBets), [round, myBets]);
  const dealt = !!round && round.state !== "open" && round.state !== "closed";
  const o = view.outcome;
  const call = view.called;
  const name = (id: string) => intl.formatMessage({ id });
  return (
    <div className="felt-board dtable holdem" data-testid="board-holdem" data-state={round?.state ?? "none"} data-round={round?.roundId}>
      <div className="dtable__row dtable__dealer" data-testid="holdem-dealer">
        <span className="dtable__label"><FormattedMessage id="decision.cards.dealer" /></span>
        <span className="dtable__cards">{view.dealer.map((c, i) => <DeckCard key={i} code={c} down={dealt} />)}</span>
        {o && (
          <span className={`dtable__badge ${o.dealerQualifies ? "" : "dtable__badge--gold"}`} data-testid="holdem-qualifies" data-qualifies={o.dealerQualifies}>
            <FormattedMessage id={`decision.hand.${o.dealerHand.category}`} /> · <FormattedMessage id={o.dealerQualifies ? "decision.holdem.qualifies" : "decision.holdem.notQualifies"} />
          </span>
        )}
      </div>
      <div className="dtable__row dtable__community" data-testid="holdem-board">
        <span className="dtable__label"><FormattedMessage id="decision.cards.board" /></span>
        <span className="dtable__cards">
          <span className="dtable__group" role="group" aria-label={name("decision.holdem.flop")}>{view.flop.map((c, i) => <DeckCard key={i} code={c} down={dealt} delay={i * 180} />)}</span>
          <span className="dtable__group" role="group" aria-label={name("decision.holdem.turn")}><DeckCard code={view.turn} down={dealt} /></span>
          <span className="dtable__group" role="group" aria-label={name("decision.holdem.river")}><DeckCard code={view.river} down={dealt} /></span>
        </span>
      </div>
      <div className={`dtable__row dtable__player${o?.winner === "player" ? " is-winner" : ""}`} data-testid="holdem-player" data-decision-hand={(round?.state === "dealt") || undefined}>
        <span className="dtable__label"><FormattedMessage id="decision.cards.player" /></span>
        <span className="dtable__cards">{view.player.map((c, i) => <DeckCard key={i} code={c} down={dealt} />)}</span>
        {view.playerCategory !== null && <span className="dtable__badge" data-testid="holdem-player-hand"><FormattedMessage id={`decision.hand.${view.playerCategory}`} /></span>}
        {dealt && <span className="dtable__note muted small"><FormattedMessage id="decision.cards.shared" /></span>}
      </div>
      {o && <p className={`dtable__verdict dtable__verdict--${o.winner}`} data-testid="holdem-winner"><FormattedMessage id={`decision.holdem.winner.${o.winner}`} /></p>}
      <div className="holdem__spots">
        <BetBox spot={spot(HoldemBet.AA_BONUS)} label={name("table.holdem.aaBonus")} pays={name("decision.holdem.aaPays")} className="bet-box--gold holdem__bonus" {...props}>
          {name("table.holdem.aaBonus")}
        </BetBox>
        <BetBox spot={spot(HoldemBet.ANTE)} label={name("table.holdem.ante")} pays={name("decision.holdem.antePays")} className="bet-box--main holdem__ante" {...props}>
          {name("table.holdem.ante")}
        </BetBox>
        <div className={`holdem__call${call > 0n ? " has-chips" : ""}`} data-testid="holdem-call-spot" data-amount={call.toString()}>
          <span className="bet-box__label">{name("decision.holdem.callSpot")}</span>
          <span className="bet-box__pays">{name("decision.holdem.callPays")}</span>
          {call > 0n && <b className="holdem__call-amount mono">{formatToken(call)}</b>}
        </div>
      </div>
      <p className="dtable__rule muted small"><FormattedMessage id="decision.holdem.rule" /></p>
      {view.results.length > 0 && <HoldemResults results={view.results} outcome={o} />}
    </div>
  );
}

/** Casino hold'em: AA bonus and ante spots, the shared player cards and the flop at the deal, the call, then turn, river and the dealer's hand. */
export function HoldemBoard(props: BoardProps) {
  return (
    <PageMessages en={decisionEn} ja={decisionJa}>
      <Board {...props} />
    </PageMessages>
  );
}
