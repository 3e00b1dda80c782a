import type { IntlShape } from "react-intl";

/** The name the API gives a player who has not chosen one (SPEC §5's default). */
export const DEFAULT_PLAYER_NAME = "Guest";

/** Whether the player has chosen a name (the API answers its default otherwise). */
export function hasOwnName(name: string | null | undefined): name is string {
  return !!name && name !== DEFAULT_PLAYER_NAME;
}

/** A player's name as the page shows it: their own, or the default in the page's language (ゲスト). */
export function playerName(intl: Pick<IntlShape, "formatMessage">, name: string | null | undefined): string {
  return hasOwnName(name) ? name : intl.formatMessage({ id: "wallet.guest" });
}
