/** What the table is doing, as the player sees it. */
export type Phase = "waiting" | "betting" | "closing" | "dealing" | "deciding" | "settled" | "refunded" | "forfeited";

export interface RoundClock {
  state: string;
  closesAt?: string | null;
  /** Hold'em and blackjack: when the decision window open now closes. */
  windowClosesAt?: string | null;
}

/** Whole seconds left to bet (rounded up so "0" shows only once closed); 0 when unknown or past. */
export function secondsLeft(closesAt: string | null | undefined, now: number): number {
  if (!closesAt) return 0;
  const ms = Date.parse(closesAt) - now;
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/**
 * The phase at `now`: an open round whose close time has passed is "closing" (the dealer has not
 * closed it on chain yet) and takes no more bets.
 */
export function phaseOf(round: RoundClock | null | undefined, now: number): Phase {
  if (!round) return "waiting";
  switch (round.state) {
    case "open": return round.closesAt && Date.parse(round.closesAt) <= now ? "closing" : "betting";
    case "closed": return "dealing";
    // Hold'em and blackjack: players decide while a window is open; between windows the dealer shows the next cards.
    case "dealt": return round.windowClosesAt && Date.parse(round.windowClosesAt) > now ? "deciding" : "dealing";
    // A revealed round's result is known; its bets are being paid in pages.
    case "revealed":
    case "settled": return "settled";
    case "refunded": return "refunded";
    case "forfeited": return "forfeited";
    default: return "waiting";
  }
}

/** Fraction of the betting window left, for the countdown ring (0..1). */
export function windowLeft(closesAt: string | null | undefined, bettingSeconds: number, now: number): number {
  if (!closesAt || bettingSeconds <= 0) return 0;
  return Math.min(1, Math.max(0, (Date.parse(closesAt) - now) / (bettingSeconds * 1000)));
}
