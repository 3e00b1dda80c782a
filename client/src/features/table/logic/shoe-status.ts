import { SHOE_DECKS } from "@sunrise/games";
import type { TableShoeFieldsFragment } from "../../../gql/graphql.js";

export const SHOE_CARDS = SHOE_DECKS * 52;

/** What the shoe status line says: the shoe dealing and how far, a shoe that has just ended, or a new one being shuffled. */
export type ShoeStatus =
  | { kind: "dealing"; shoe: number; card: number; total: number; cut: number }
  | { kind: "finished"; shoe: number; card: number }
  | { kind: "shuffling" };

/**
 * The table's current shoe as a status. "card" counts the cards out of the shoe (the burn
 * included), which is the position of the next card to deal.
 */
export function shoeStatusOf(shoe: TableShoeFieldsFragment | null | undefined): ShoeStatus {
  if (!shoe) return { kind: "shuffling" };
  switch (shoe.state) {
    case "dealing": return { kind: "dealing", shoe: shoe.shoeId, card: shoe.position ?? shoe.firstPosition ?? 0, total: SHOE_CARDS, cut: shoe.cutIndex ?? SHOE_CARDS };
    case "finished":
    case "revealed": return { kind: "finished", shoe: shoe.shoeId, card: shoe.position ?? shoe.lastPosition ?? 0 };
    default: return { kind: "shuffling" };
  }
}

/** The shoe's status needs polling while it is not dealing: the next shoe starts between rounds, with no round event to carry it. */
export const shoeIsSettling = (shoe: TableShoeFieldsFragment | null | undefined) => shoe?.state !== "dealing";
