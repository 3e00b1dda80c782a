import { useSyncExternalStore } from "react";

const media = (query: string) => (typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(query) : null);

/** Whether a CSS media query matches now, following its changes (false where matchMedia is missing, as under jsdom). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (l) => {
      const m = media(query);
      m?.addEventListener("change", l);
      return () => m?.removeEventListener("change", l);
    },
    () => media(query)?.matches ?? false,
    () => false,
  );
}
