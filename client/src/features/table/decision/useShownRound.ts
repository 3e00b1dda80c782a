import { useEffect, useState } from "react";
import { RESULT_HOLD_MS } from "../hooks/useHeldResult.js";
import type { BetRow, RoundData } from "../model.js";

const ENDED = new Set(["revealed", "settled", "refunded", "forfeited"]);

interface Shown {
  round: RoundData | null | undefined;
  myBets: readonly BetRow[];
  /** The cards on the felt are the last round's, kept while the next one takes bets. */
  held: boolean;
}

/**
 * The round whose cards the felt shows: the dealer opens the next round as soon as one settles, so
 * the settled round's cards and results stay for a few seconds while the new round has dealt nothing.
 */
export function useShownRound(round: RoundData | null | undefined, myBets: readonly BetRow[], now: number): Shown {
  const [last, setLast] = useState<{ round: RoundData; myBets: readonly BetRow[]; at: number } | null>(null);
  useEffect(() => {
    if (!round || !ENDED.has(round.state)) return;
    setLast((l) => (l?.round === round && l.myBets === myBets ? l : { round, myBets, at: l?.round.roundId === round.roundId ? l.at : Date.now() }));
  }, [round, myBets]);
  const newer = !!last && !!round && round.roundId > last.round.roundId && (round.state === "open" || round.state === "closed");
  if (last && newer && now - last.at < RESULT_HOLD_MS) return { round: last.round, myBets: last.myBets, held: true };
  return { round, myBets, held: false };
}
