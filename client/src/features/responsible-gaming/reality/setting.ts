import { useCallback, useSyncExternalStore } from "react";

/** Reality-check intervals offered, in minutes (0: off). */
export const REALITY_INTERVALS = [0, 15, 30, 60] as const;
export type RealityInterval = (typeof REALITY_INTERVALS)[number];

const key = (player: string) => `sunrise.realityCheck.${player.toLowerCase()}`;
const EVENT = "sunrise:reality-check";

export function readInterval(player: string): RealityInterval {
  const n = Number(localStorage.getItem(key(player)) ?? 0);
  return (REALITY_INTERVALS as readonly number[]).includes(n) ? (n as RealityInterval) : 0;
}

export function writeInterval(player: string, minutes: RealityInterval): void {
  if (minutes === 0) localStorage.removeItem(key(player));
  else localStorage.setItem(key(player), String(minutes));
  window.dispatchEvent(new Event(EVENT));
}

const subscribe = (notify: () => void) => {
  window.addEventListener(EVENT, notify);
  window.addEventListener("storage", notify);
  return () => {
    window.removeEventListener(EVENT, notify);
    window.removeEventListener("storage", notify);
  };
};

/** The player's reality-check interval, kept in this browser per player, live across tabs. */
export function useRealityInterval(player: string | null): [RealityInterval, (m: RealityInterval) => void] {
  const value = useSyncExternalStore(subscribe, () => (player ? readInterval(player) : 0));
  const set = useCallback((m: RealityInterval) => player && writeInterval(player, m), [player]);
  return [value, set];
}
