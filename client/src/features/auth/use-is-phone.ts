import { useMediaQuery } from "../../shared/ui/use-media-query.js";

/** SPEC §9: a phone is a screen below 768 px wide. */
export function useIsPhone(): boolean {
  return useMediaQuery("(max-width: 767px)");
}
