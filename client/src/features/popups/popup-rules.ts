import type { PopupFieldsFragment } from "../../gql/pages/graphql.js";

/** SPEC §3 popup types. */
export const PopupKind = { IMMEDIATE: 1, AFTER_CONNECT: 2 } as const;

/** Times a guest has been shown each popup in this browser. */
export type GuestViews = Record<string, number>;

/**
 * SPEC §4: the popups to show now, in order — immediate ones as the page opens, those for after
 * connecting once signed in — each at most displayTimes times: counted by the server for a player
 * (`remaining`), by this browser for a guest. The server already keeps to display on and the dates.
 */
export function popupsToShow(popups: readonly PopupFieldsFragment[], { signedIn, guestViews, shown }: { signedIn: boolean; guestViews: GuestViews; shown: ReadonlySet<string> }): PopupFieldsFragment[] {
  return popups
    .filter((p) => !shown.has(p.id))
    .filter((p) => (signedIn ? (p.remaining ?? 0) > 0 : p.type === PopupKind.IMMEDIATE && (guestViews[p.id] ?? 0) < p.displayTimes))
    .sort((a, b) => a.type - b.type);
}
