import { useEffect, useSyncExternalStore } from "react";

/**
 * Whether a table is on screen, and whether it takes bets or decisions now. Nothing may cover its
 * controls: toasts go aside on a table screen, popups wait for the window to close (or the player to
 * leave the table).
 */
let open = 0;
let screens = 0;
let snapshot = { open: false, onTable: false };
const listeners = new Set<() => void>();
const emit = () => {
  snapshot = { open: open > 0, onTable: screens > 0 };
  listeners.forEach((l) => l());
};
/** Counts one up; the returned function counts it back down (once). */
function counter(bump: (by: number) => void): () => void {
  bump(1);
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    bump(-1);
    emit();
  };
}

export const tableControls = {
  subscribe: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)),
  state: () => snapshot,
  isOpen: () => snapshot.open,
  /** Marks a window open; the returned function closes it (once). */
  hold: () => counter((by) => (open += by)),
  /** A table screen is mounted; the returned function leaves it (once). */
  enter: () => counter((by) => (screens += by)),
};

/** A table screen: on screen while mounted, its controls held open while `taking` is true. */
export function useHoldTableControls(taking: boolean): void {
  useEffect(() => tableControls.enter(), []);
  useEffect(() => (taking ? tableControls.hold() : undefined), [taking]);
}

const SERVER = { open: false, onTable: false };
const useControls = () => useSyncExternalStore(tableControls.subscribe, tableControls.state, () => SERVER);

/** True while a table on screen takes bets or decisions. */
export const useTableControlsOpen = (): boolean => useControls().open;

/** True while a table screen is shown. */
export const useOnTableScreen = (): boolean => useControls().onTable;
