import { lazy, Suspense, useMemo, type ReactNode } from "react";
import { GameType, SHOE_GAMES } from "@sunrise/games";
import { useSession } from "../../shared/session/SessionProvider.js";
import { useHoldTableControls } from "../../shared/ui/table-controls.js";
import { BOARDS, winningSpots } from "./boards/registry.js";
import { ChipRack } from "./components/ChipRack.js";
import { LastResults } from "./components/LastResults.js";
import { LiveFeed } from "./components/LiveFeed.js";
import { MyBets } from "./components/MyBets.js";
import { PastRounds } from "./components/PastRounds.js";
import { RoadsPanel } from "./components/RoadsPanel.js";
import { RoundStage } from "./components/RoundStage.js";
import { RouletteStatsPanel } from "./components/RouletteStatsPanel.js";
import { useBetting } from "./hooks/useBetting.js";
import { useDelayed } from "./hooks/useDelayed.js";
import { ENDED_STATES, useHeldResult } from "./hooks/useHeldResult.js";
import { useNow } from "./hooks/useNow.js";
import { useShoeStatus } from "./hooks/useShoeStatus.js";
import { phaseOf, secondsLeft, windowLeft } from "./logic/phase.js";
import { addTotals, totalsOf } from "./logic/spot.js";
import { decisionSecondsOf, isDecisionGame } from "./decision/decision-round.js";
import { toBetRow, type RoundData, type TableData } from "./model.js";

// Hold'em and blackjack's decision bar (and the rules it asks) load only at their tables.
const DecisionPanel = lazy(() => import("./decision/DecisionPanel.js").then((m) => ({ default: m.DecisionPanel })));

/** The newer of the current round (once it ended) and the last round seen ending: what the stage holds. */
export function roundToHold(current: RoundData | null | undefined, lastEnded: RoundData | null): RoundData | null {
  const currentEnded = current && ENDED_STATES.has(current.state) ? current : null;
  if (!lastEnded) return currentEnded;
  if (!currentEnded) return !current || lastEnded.roundId <= current.roundId ? lastEnded : null;
  return currentEnded.roundId >= lastEnded.roundId ? currentEnded : lastEnded;
}

/** The live table: the round on stage, the game's board with the chip rack, and the side column (the chat, when given, at its top). */
export function TableScreen({ table, lastEnded = null, balance, chat }: { table: TableData; lastEnded?: RoundData | null; balance: bigint | null; chat?: ReactNode }) {
  const session = useSession();
  const now = useNow();
  const round = table.round;
  const phase = phaseOf(round, now);
  const me = session.me?.sunc?.address.toLowerCase() ?? null;
  const bets = useMemo(() => (round?.bets ?? []).map(toBetRow), [round?.bets]);
  const myBets = useMemo(() => {
    const settled = new Map((round?.myBets ?? []).map((b) => [b.id, toBetRow(b)]));
    for (const b of bets) if (b.player === me && !settled.has(b.id)) settled.set(b.id, b);
    return [...settled.values()];
  }, [round?.myBets, bets, me]);
  const canBet = table.isOpen && phase === "betting";
  const betting = useBetting(table, myBets, balance, canBet);
  const others = useMemo(() => totalsOf(bets.filter((b) => b.player !== me)), [bets, me]);
  const mine = useMemo(() => addTotals(betting.placed, betting.pending), [betting.placed, betting.pending]);
  const ended = roundToHold(round, lastEnded);
  const endedBets = useMemo(() => (ended === round ? myBets : (ended?.myBets ?? []).map(toBetRow)), [ended, round, myBets]);
  const held = useHeldResult(ended, endedBets, now);
  // Hold'em and blackjack keep the ended round's cards and verdict on the felt until the next round deals:
  // the same round the stage's result reads, so a result never shows over an empty felt.
  const keepEnded = isDecisionGame(table.gameType) && !!ended && ended !== round && (!round || round.state === "open" || round.state === "closed");
  const feltRound = keepEnded ? ended : round;
  const feltBets = keepEnded ? endedBets : myBets;
  const winning = useMemo(() => winningSpots(table.gameType, held?.result, table.noCommission), [table.gameType, held?.result, table.noCommission]);
  const history = useDelayed(table.recentResults);
  // A hold'em or blackjack round in its decision windows (dealt) has not ended yet.
  const settledRound = useDelayed(round && !["open", "closed", "dealt"].includes(round.state) ? round.roundId : null);
  const Board = BOARDS[table.gameType]!;
  const cards = SHOE_GAMES.includes(table.gameType);
  // The shoe's count moves with the roads, once the round's reveal has played.
  const shoe = useDelayed(useShoeStatus(table, cards));
  const decisions = isDecisionGame(table.gameType) && round?.state === "dealt";
  const windowClosesAt = (round as { windowClosesAt?: string | null } | null)?.windowClosesAt;
  const clock = phase === "deciding" ? windowClosesAt : round?.closesAt;
  // Popups wait and toasts move aside while this table takes bets or decisions.
  useHoldTableControls(canBet || (decisions && phase === "deciding"));

  return (
    <div className="table-layout">
      <div className="table-main">
        <RoundStage phase={phase} roundId={round?.roundId ?? null} seconds={secondsLeft(clock, now)} fraction={windowLeft(clock, phase === "deciding" ? decisionSecondsOf(table, round) : table.bettingSeconds, now)} held={held} />
        <div className={`felt${canBet ? "" : " felt--locked"}`} data-testid="felt">
          <Suspense fallback={<div className="felt-board" />}>
            <Board mine={mine} others={others} winning={winning} disabled={!canBet || betting.send !== "idle"} noCommission={table.noCommission} onBet={betting.onBet} round={feltRound} myBets={feltBets} />
          </Suspense>
        </div>
        {decisions ? (
          <Suspense fallback={null}><DecisionPanel table={table} round={round} myBets={myBets} balance={balance} now={now} /></Suspense>
        ) : (
          <ChipRack chip={betting.chip} onChip={betting.setChip} pendingTotal={betting.pendingTotal} canUndo={betting.slip.actions.length > 0} disabled={!canBet} send={betting.send}
            onUndo={betting.onUndo} onClear={betting.onClear} onRepeat={betting.onRepeat} onDouble={betting.onDouble} onPlace={() => void betting.submit()} />
        )}
        {cards && <RoadsPanel results={history} dragonTiger={table.gameType === GameType.DRAGON_TIGER} shoe={shoe} />}
      </div>
      <aside className="table-side">
        {chat}
        <MyBets bets={myBets.length || !held ? myBets : held.myBets} pending={betting.pending} />
        <LastResults results={history} gameType={table.gameType} />
        {table.gameType === GameType.ROULETTE && <RouletteStatsPanel results={history} />}
        <LiveFeed bets={bets} me={me} players={table.playersThisRound} />
        <PastRounds tableId={table.id} noCommission={table.noCommission} settledRound={settledRound} />
      </aside>
    </div>
  );
}
