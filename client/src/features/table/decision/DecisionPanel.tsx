import { useMemo } from "react";
import { GameType } from "@sunrise/games";
import { PageMessages } from "../../../shared/i18n/PageMessages.js";
import { blackjackSeat } from "../boards/blackjack/blackjack-seat.js";
import { holdemSeat } from "../boards/holdem/holdem-seat.js";
import { secondsLeft, windowLeft } from "../logic/phase.js";
import type { BetRow, RoundData, TableData } from "../model.js";
import { DecisionBar } from "./DecisionBar.js";
import { decisionRoundOf, decisionSecondsOf } from "./decision-round.js";
import { decisionEn } from "./i18n/en.js";
import { decisionJa } from "./i18n/ja.js";
import { useDecide } from "./useDecide.js";
import "./decision.css";

export interface DecisionPanelProps {
  table: TableData;
  round: RoundData | null;
  myBets: BetRow[];
  balance: bigint | null;
  now: number;
}

function Panel({ table, round: data, myBets, balance, now }: DecisionPanelProps) {
  const recorded = useMemo(() => decisionRoundOf(data), [data]);
  const { sending, sent, decide } = useDecide(table, recorded, balance, now);
  const round = useMemo(() => decisionRoundOf(data, sent), [data, sent]);
  if (!round || round.state !== "dealt") return null;
  const seat = (table.gameType === GameType.POKER ? holdemSeat : blackjackSeat)(round, myBets, now);
  const length = decisionSecondsOf(table, data);
  return (
    <DecisionBar
      seat={seat}
      seconds={secondsLeft(round.windowClosesAt, now)}
      fraction={windowLeft(round.windowClosesAt, length, now)}
      sending={sending}
      onDecide={(prompt, option) => void decide(prompt, option)}
    />
  );
}

/** The decision bar of a hold'em or blackjack table while its round is in its decision windows. */
export function DecisionPanel(props: DecisionPanelProps) {
  return (
    <PageMessages en={decisionEn} ja={decisionJa}>
      <Panel {...props} />
    </PageMessages>
  );
}
