import { suitOf } from "@sunrise/games";
import { cardLabel } from "../checks/shoe-checks.js";

/** A card's name in its suit's colour ("7♥"). */
export function CardFace({ card }: { card: number }) {
  const red = suitOf(card) === 1 || suitOf(card) === 2;
  return <span className={`verify__card${red ? " is-red" : ""}`} data-card={card}>{cardLabel(card)}</span>;
}
