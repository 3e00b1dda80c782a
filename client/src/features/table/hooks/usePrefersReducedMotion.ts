import { useMediaQuery } from "../../../shared/ui/use-media-query.js";

/** The player asked their system for less motion: animations stand on their end state. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}
