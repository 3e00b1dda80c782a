import { useSyncExternalStore } from "react";

/** One shared ticking clock for every countdown on the page (a timer only while someone watches). */
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, 250);
  }
  return () => {
    listeners.delete(listener);
    if (!listeners.size && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** While nobody watches, the clock is read fresh (in 250 ms steps, so two reads in one render agree). */
const snapshot = () => (timer ? now : (now = Math.floor(Date.now() / 250) * 250));

/** Milliseconds since the epoch, re-rendering four times a second so a countdown never skips a second. */
export const useNow = (): number => useSyncExternalStore(subscribe, snapshot);
