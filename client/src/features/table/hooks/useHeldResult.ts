import { useEffect, useState } from "react";
import type { BetRow } from "../model.js";

/** How long a result stays on stage after its round ends, even once the next round opens. */
export const RESULT_HOLD_MS = 8000;

export interface HeldResult {
  roundId: number;
  state: string;
  result: Record<string, unknown> | null;
  myBets: BetRow[];
  at: number;
}

export const ENDED_STATES: ReadonlySet<string> = new Set(["revealed", "settled", "refunded", "forfeited"]);

const sameBets = (a: BetRow[], b: BetRow[]) => a.length === b.length && a.every((x, i) => x.id === b[i]!.id && x.payout === b[i]!.payout);

/**
 * The dealer opens the next round as soon as one settles, so the result (and the player's payouts)
 * would vanish at once: this keeps the last settled or refunded round for a few seconds.
 */
export function useHeldResult(round: { roundId: number; state: string; result?: Record<string, unknown> | null } | null | undefined, myBets: BetRow[], now: number): HeldResult | null {
  const [held, setHeld] = useState<HeldResult | null>(null);
  const ended = round && ENDED_STATES.has(round.state);
  useEffect(() => {
    if (!round || !ended) return;
    setHeld((h) => {
      if (h?.roundId !== round.roundId || h.state !== round.state) return { roundId: round.roundId, state: round.state, result: round.result ?? null, myBets, at: Date.now() };
      if (h.result === (round.result ?? null) && sameBets(h.myBets, myBets)) return h;
      // The player's payouts can arrive after the round's end: the hold starts again so they are seen.
      const paidNow = myBets.length > 0 && myBets.every((b) => b.payout !== null) && !sameBets(h.myBets, myBets);
      return { ...h, myBets, result: round.result ?? null, at: paidNow ? Date.now() : h.at };
    });
  }, [round, ended, myBets]);
  return held && now - held.at < RESULT_HOLD_MS ? held : null;
}
