import { useMemo } from "react";
import { FormattedMessage } from "react-intl";
import decisionTableAbi from "@sunrise/contracts/abi/DecisionTable.json";
import { formatToken } from "../../format/token.js";
import { PageMessages } from "../../i18n/PageMessages.js";
import { CheckList, CheckSummary } from "../CheckList.js";
import { useCloseOnChain } from "../chain/useCloseOnChain.js";
import type { DescribeBet } from "../ForfeitView.js";
import { actionMessage } from "./action-name.js";
import { DealRecomputed } from "./DealRecomputed.js";
import { verifyDecisionRound, type DecisionRoundRecord } from "./decision-checks.js";
import { CardFace } from "./CardFace.js";
import { verifyDecisionEn } from "./i18n/en.js";
import { verifyDecisionJa } from "./i18n/ja.js";
import "./verify-decision.css";

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

function View({ round, me, describeBet }: { round: DecisionRoundRecord; me?: string | null; describeBet?: DescribeBet }) {
  const read = useCloseOnChain(round.table, round.roundId, decisionTableAbi);
  const close = read.status === "read" ? read.close : null;
  // The whole deck is re-shuffled and its leaves hashed (416 for blackjack): once per round and close read.
  const v = useMemo(() => verifyDecisionRound(round, close), [round, close]);
  const all = [...v.seeds, ...v.cards, ...v.decisions, ...v.payouts];
  const seeds = round.playerSeeds ?? [];
  const decisions = round.decisions ?? [];
  const betName = (i: number) => {
    const bet = v.bets.find((b) => b.betIndex === i)?.bet;
    return bet && describeBet ? `${describeBet(bet)} #${i + 1}` : `#${i + 1}`;
  };
  return (
    <>
      <p className="muted small"><FormattedMessage id="verifyDecision.intro" /></p>
      <dl className="verify__facts">
        <dt><FormattedMessage id="verify.commitment" /></dt><dd className="mono">{round.commitment}</dd>
        <dt><FormattedMessage id="verify.serverSeed" /></dt><dd className="mono">{round.serverSeed}</dd>
        <dt><FormattedMessage id="verify.closeBlockHash" /></dt>
        <dd className="mono" data-testid="verify-close-block">
          {close ? `#${close.closedBlock} ${close.closeBlockHash}` : <span className="muted"><FormattedMessage id={read.status === "reading" ? "verify.chainReading" : "verify.chainUnavailable"} /></span>}
        </dd>
        <dt><FormattedMessage id="verify.playerSeeds" /></dt>
        <dd>
          {seeds.length === 0 ? <span className="muted"><FormattedMessage id="verify.playerSeeds.none" /></span> : (
            <ol className="verify__seeds" data-testid="verify-player-seeds">
              {seeds.map((s, i) => (
                <li key={`${s.player}:${i}`} className={s.player.toLowerCase() === me ? "is-me" : undefined}>
                  <span className="mono">{short(s.player)}</span>{s.player.toLowerCase() === me && <em> (<FormattedMessage id="verify.you" />)</em>} <span className="mono">{s.seed}</span>
                </li>
              ))}
            </ol>
          )}
        </dd>
        <dt><FormattedMessage id="verify.clientSeed" /></dt><dd className="mono">{round.clientSeed}</dd>
        <dt><FormattedMessage id="verifyDecision.root" /></dt><dd className="mono" data-testid="verify-root">{round.root}</dd>
      </dl>
      <CheckSummary checks={all} />
      <CheckList checks={v.seeds} />
      <section className="verify__section" data-testid="verify-proven">
        <h3><FormattedMessage id="verifyDecision.proven.title" /></h3>
        <ol className="verify__cards">
          {round.cardProofs.map((p) => (
            <li key={p.position} data-card={p.card}>
              <CardFace card={p.card} />
              <span className="mono small muted">#{p.position}</span>
            </li>
          ))}
        </ol>
        <CheckList checks={v.cards} />
      </section>
      <section className="verify__section" data-testid="verify-decisions">
        <h3><FormattedMessage id="verifyDecision.decisions.title" /></h3>
        {decisions.length === 0 ? <p className="muted small"><FormattedMessage id="verifyDecision.decisions.none" /></p> : (
          <div className="verify__scroll"><table className="table verify__bets">
            <thead>
              <tr>
                {(["bet", "player", "window", "hand", "action", "extra"] as const).map((c) => <th key={c}><FormattedMessage id={`verifyDecision.col.${c}`} /></th>)}
              </tr>
            </thead>
            <tbody>
              {decisions.map((d, i) => {
                const action = actionMessage(round.gameType, d.action);
                const mine = !!me && d.player?.toLowerCase() === me;
                return (
                  <tr key={i} data-testid="verify-decision" className={mine ? "is-me" : undefined}>
                    <td>{betName(d.betIndex)}</td>
                    <td className="mono">{d.player ? short(d.player) : "—"}{mine && <em> (<FormattedMessage id="verify.you" />)</em>}</td>
                    <td className="mono">{d.window}</td>
                    <td className="mono">{d.hand + 1}</td>
                    <td>{action ? <FormattedMessage id={action} /> : d.action}</td>
                    <td className="mono">{formatToken(d.extraStake)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table></div>
        )}
        <CheckList checks={v.decisions} />
      </section>
      <section className="verify__section" data-testid="verify-deal">
        <h3><FormattedMessage id="verifyDecision.deal.title" /></h3>
        <DealRecomputed v={v} betName={betName} />
      </section>
      <section className="verify__section" data-testid="verify-payouts">
        <h3><FormattedMessage id="verifyDecision.payouts.title" /></h3>
        <div className="verify__scroll"><table className="table verify__bets">
          <thead>
            <tr>{(["bet", "stake", "extra", "owed", "paid"] as const).map((c) => <th key={c}><FormattedMessage id={`verifyDecision.col.${c}`} /></th>)}</tr>
          </thead>
          <tbody>
            {v.bets.map((b) => (
              <tr key={b.betIndex} data-testid="verify-payout-row">
                <td>{betName(b.betIndex)}{b.owed?.cutShort && <div className="muted small"><FormattedMessage id="verifyDecision.cutShort" /></div>}</td>
                <td className="mono">{formatToken(b.bet.amount)}</td>
                <td className="mono">{formatToken(b.owed?.extraStake ?? 0n)}</td>
                <td className="mono">{b.owed ? formatToken(b.owed.payout) : "—"}</td>
                <td className="mono">{b.paid === null ? <span className="muted"><FormattedMessage id="verifyDecision.notPaid" /></span> : formatToken(b.paid)}</td>
              </tr>
            ))}
          </tbody>
        </table></div>
        <CheckList checks={v.payouts} />
      </section>
    </>
  );
}

/** A settled casino hold'em or blackjack round: seeds, the deck root and each proven card, the decisions, the deal recomputed and the payouts. */
export function DecisionRoundView(props: { round: DecisionRoundRecord; me?: string | null; describeBet?: DescribeBet }) {
  return (
    <PageMessages en={verifyDecisionEn} ja={verifyDecisionJa}>
      <View {...props} />
    </PageMessages>
  );
}
