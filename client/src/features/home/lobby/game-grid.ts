/** The lobby's card grid: every table card is at least CARD_MIN px wide, GAP px apart, in every game. */
export const CARD_MIN = 208;
export const GAP = 16;

/** How many card columns a lobby `width` px wide holds (at least one; one before layout). */
export function gridColumns(width: number, min = CARD_MIN, gap = GAP): number {
  return Math.max(1, Math.floor((width + gap) / (min + gap)));
}

/**
 * How many columns a game of `tables` tables takes: one per table, so games with few tables share a
 * row; a game with more tables than the row holds takes the whole row and wraps its cards.
 */
export function gameSpan(tables: number, columns: number): number {
  return Math.max(1, Math.min(tables, columns));
}
