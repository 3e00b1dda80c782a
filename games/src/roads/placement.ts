/** Road grids have 6 rows; columns are placed left to right, column-major. */
export const ROWS = 6;

export interface Cell<T> { col: number; row: number; value: T }

const key = (col: number, row: number) => `${col},${row}`;

/**
 * Places logical columns on a 6-row grid, as every road does. A column starts at row 0 of the
 * first grid column right of the previous column's start whose row-0 cell is free (a dragon tail
 * may have reached row 0 there), goes down until the bottom row or a taken cell, then turns right
 * along that row (the dragon tail).
 */
export function placeColumns<T>(columns: readonly (readonly T[])[], rows = ROWS): Cell<T>[] {
  const taken = new Set<string>();
  const cells: Cell<T>[] = [];
  let start = -1;
  for (const column of columns) {
    start++;
    while (taken.has(key(start, 0))) start++;
    let col = start;
    let row = 0;
    let turned = false;
    column.forEach((value, i) => {
      if (i > 0) {
        if (!turned && row + 1 < rows && !taken.has(key(col, row + 1))) row++;
        else {
          turned = true;
          col++;
          // A tail never runs over an earlier mark: tails nest above one another, so this only guards.
          while (taken.has(key(col, row))) col++;
        }
      }
      taken.add(key(col, row));
      cells.push({ col, row, value });
    });
  }
  return cells;
}
