import { useCallback, useEffect, useState } from "react";

const MINUTE = 60_000;

/** The first check after `from`, on the interval's beat counted from the session's start. */
const nextCheck = (startedAt: number, everyMs: number, from: number) => startedAt + Math.max(1, Math.ceil((from - startedAt) / everyMs)) * everyMs;

/**
 * Reality checks every `minutes` (0: off) from the session's start: `due` turns true when one is
 * owed; Continue counts the next interval from then.
 */
export function useRealityCheck(minutes: number, startedAt: number | null) {
  const [due, setDue] = useState(false);
  const [nextAt, setNextAt] = useState<number | null>(null);

  useEffect(() => {
    if (!minutes || startedAt === null) return void (setNextAt(null), setDue(false));
    setNextAt(nextCheck(startedAt, minutes * MINUTE, Date.now()));
  }, [minutes, startedAt]);

  useEffect(() => {
    if (nextAt === null || due) return;
    const timer = setTimeout(() => setDue(true), Math.max(0, nextAt - Date.now()));
    return () => clearTimeout(timer);
  }, [nextAt, due]);

  const acknowledge = useCallback(() => {
    setDue(false);
    setNextAt(Date.now() + minutes * MINUTE);
  }, [minutes]);

  return { due, acknowledge };
}
