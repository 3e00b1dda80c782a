import { useEffect, useState } from "react";
import { secondsLeft } from "../apr.js";

/** Seconds left until `endsAt`, ticking every second. */
export function useCountdown(endsAt: string | null | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!endsAt) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [endsAt]);
  return secondsLeft(endsAt, now);
}
