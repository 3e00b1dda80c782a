import { useEffect, useRef, useState } from "react";

/** SPEC §4/§9: game history results are applied 2 s after they arrive, once the reveal has played. */
export const HISTORY_DELAY_MS = 2000;

/** `value` as it was `ms` ago: every change lands after the delay, and a later change never holds back an earlier one. */
export function useDelayed<T>(value: T, ms = HISTORY_DELAY_MS): T {
  const [shown, setShown] = useState(value);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const t = setTimeout(() => {
      timers.current.delete(t);
      setShown(value);
    }, ms);
    timers.current.add(t);
  }, [value, ms]);
  useEffect(() => {
    const all = timers.current;
    return () => all.forEach(clearTimeout);
  }, []);
  return shown;
}
