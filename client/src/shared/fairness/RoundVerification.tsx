import { FormattedMessage } from "react-intl";
import { DECISION_GAMES } from "@sunrise/games";
import type { RoundRecord } from "./round-record.js";
import { ForfeitView, type DescribeBet } from "./ForfeitView.js";
import { ShoeRoundView } from "./ShoeRoundView.js";
import { StreamRoundView } from "./StreamRoundView.js";
import type { ShoeRoundRecord } from "./checks/shoe-checks.js";
import type { StreamRoundRecord } from "./checks/stream-checks.js";
import { DecisionRoundView } from "./decision/DecisionRoundView.js";
import { decisionWorstCase, isDecisionRecord } from "./decision/decision-checks.js";

const hasRevealed = (s: string) => s === "settled" || s === "revealed";
const isShoeRound = (r: RoundRecord): r is ShoeRoundRecord => !!r.shoe && !!r.cardProofs?.length && r.firstPosition != null && hasRevealed(r.state);
const isStreamRound = (r: RoundRecord): r is StreamRoundRecord => !r.shoe && !!r.serverSeed && !!r.clientSeed && hasRevealed(r.state);

/** The checks that fit the round: a forfeit, a hold'em or blackjack round's deck and decisions, a shoe round's proven cards and shuffle, or a stream round's seeds. */
export function RoundVerification({ round, me, noCommission, describeBet }: { round: RoundRecord; me?: string | null; noCommission?: boolean; describeBet?: DescribeBet }) {
  const decisions = DECISION_GAMES.includes(round.gameType);
  if (round.state === "forfeited") {
    const worstCase = decisions ? (bet: NonNullable<RoundRecord["bets"]>[number], i: number) => decisionWorstCase(round, bet, i) : undefined;
    return <ForfeitView gameType={round.gameType} bets={round.bets ?? []} noCommission={noCommission} describeBet={describeBet} worstCase={worstCase} />;
  }
  if (decisions) return isDecisionRecord(round) ? <DecisionRoundView round={round} me={me} describeBet={describeBet} /> : <p data-testid="verify-unavailable"><FormattedMessage id="verify.none" /></p>;
  if (isShoeRound(round)) return <ShoeRoundView round={round} />;
  if (isStreamRound(round)) return <StreamRoundView round={round} me={me} />;
  return <p data-testid="verify-unavailable"><FormattedMessage id="verify.none" /></p>;
}
