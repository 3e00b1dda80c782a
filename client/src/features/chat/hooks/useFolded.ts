import { useEffect, useState } from "react";

/** SPEC §9: the phone layout is below 768 px; there the chat starts folded away. */
const NARROW = "(max-width: 767px)";
const narrowNow = () => typeof window.matchMedia === "function" && window.matchMedia(NARROW).matches;

export function useFolded(): [boolean, (folded: boolean) => void] {
  const [folded, setFolded] = useState(narrowNow);
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const mq = window.matchMedia(NARROW);
    const on = () => setFolded(mq.matches);
    mq.addEventListener("change", on);
    return () => mq.removeEventListener("change", on);
  }, []);
  return [folded, setFolded];
}
