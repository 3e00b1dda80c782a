/** What a table card says about its table at `now`. */
export type LiveState =
  | { kind: "soon" }
  | { kind: "closed"; opensAt: Date | null }
  | { kind: "waiting" }
  | { kind: "betting"; secondsLeft: number; fraction: number }
  | { kind: "dealing" }
  | { kind: "settled" }
  | { kind: "refunded" }
  | { kind: "forfeited" };

export interface StateInput {
  playable: boolean;
  isOpen: boolean;
  opensAt?: string | null;
  bettingSeconds: number;
  round?: { state: string; closesAt?: string | null } | null;
}

export function liveState(t: StateInput, now: number): LiveState {
  if (!t.playable) return { kind: "soon" };
  if (!t.isOpen) return { kind: "closed", opensAt: t.opensAt ? new Date(t.opensAt) : null };
  const round = t.round;
  if (!round) return { kind: "waiting" };
  if (round.state === "open") {
    const closes = round.closesAt ? Date.parse(round.closesAt) : NaN;
    if (Number.isNaN(closes)) return { kind: "betting", secondsLeft: -1, fraction: 1 };
    const secondsLeft = Math.max(0, Math.ceil((closes - now) / 1000));
    if (secondsLeft === 0) return { kind: "dealing" };
    return { kind: "betting", secondsLeft, fraction: Math.min(1, secondsLeft / Math.max(1, t.bettingSeconds)) };
  }
  // A revealed round's result is known; its bets are being paid in pages.
  if (round.state === "settled" || round.state === "revealed") return { kind: "settled" };
  if (round.state === "forfeited") return { kind: "forfeited" };
  if (round.state === "refunded") return { kind: "refunded" };
  return { kind: "dealing" };
}

/** 7 → "7", 75 → "1:15". */
export function formatCountdown(seconds: number): string {
  if (seconds < 60) return String(seconds);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** When a closed table opens, relative to now: whole hours and minutes ahead, and whether it is another calendar day (local time). */
export function opensIn(opensAt: Date, now: Date): { hours: number; minutes: number; tomorrow: boolean } {
  const total = Math.max(0, Math.ceil((opensAt.getTime() - now.getTime()) / 60_000));
  const day = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  return { hours: Math.floor(total / 60), minutes: total % 60, tomorrow: day(opensAt) > day(now) };
}
