import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";
const media = () => (typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(QUERY) : null);

/** The player asked their system for less motion: animations stand on their end state. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (l) => {
      const m = media();
      m?.addEventListener("change", l);
      return () => m?.removeEventListener("change", l);
    },
    () => media()?.matches ?? false,
    () => false,
  );
}
