/**
 * Scoreboards ("roads") for baccarat and dragon tiger. Results: "B" banker / dragon (red),
 * "P" player / tiger (blue), "T" tie. Grids are column-major with 6 rows.
 */
export type Result = "B" | "P" | "T";
export type Mark = "red" | "blue";
export const ROWS = 6;

export interface Cell<T> { col: number; row: number; value: T }

/** Bead road: every result in order, down then across. */
export function beadRoad(results: readonly Result[], rows = ROWS): Cell<Result>[] {
  return results.map((value, i) => ({ col: Math.floor(i / rows), row: i % rows, value }));
}

export interface BigRoadEntry { value: "B" | "P"; ties: number }

/** Logical columns of the big road: a new column whenever the winner changes; ties count on the previous entry. */
export function bigRoadColumns(results: readonly Result[]): BigRoadEntry[][] {
  const cols: BigRoadEntry[][] = [];
  let leadingTies = 0;
  for (const r of results) {
    const last = cols.at(-1);
    if (r === "T") {
      const entry = last?.at(-1);
      if (entry) entry.ties++;
      else leadingTies++;
      continue;
    }
    if (last && last[0]!.value === r) last.push({ value: r, ties: 0 });
    else cols.push([{ value: r, ties: 0 }]);
    if (leadingTies && cols.length === 1 && cols[0]!.length === 1) {
      cols[0]![0]!.ties = leadingTies;
      leadingTies = 0;
    }
  }
  return cols;
}

/**
 * Places logical columns on a 6-row grid: a column goes down until row 6 or an occupied cell,
 * then turns right along that row (the dragon tail).
 */
export function placeColumns<T>(columns: readonly (readonly T[])[], rows = ROWS): Cell<T>[] {
  const taken = new Set<string>();
  const cells: Cell<T>[] = [];
  columns.forEach((column, startCol) => {
    let col = startCol;
    let row = 0;
    let turned = false;
    column.forEach((value, i) => {
      if (i > 0) {
        if (!turned && row + 1 < rows && !taken.has(`${col},${row + 1}`)) row++;
        else {
          turned = true;
          col++;
        }
      }
      taken.add(`${col},${row}`);
      cells.push({ col, row, value });
    });
  });
  return cells;
}

export const bigRoad = (results: readonly Result[]) => placeColumns(bigRoadColumns(results));

/**
 * A derived road's marks (k = 1 big eye boy, 2 small road, 3 cockroach pig), from the big road's
 * logical column lengths. New column c: red if columns c−1 and c−1−k have equal length. Entry at
 * row r ≥ 2 of column c: compare with column c−k: red if it reaches row r, blue if it ends exactly
 * at row r−1, red if it ends earlier.
 */
export function derivedMarks(results: readonly Result[], k: 1 | 2 | 3): Mark[] {
  const lengths = bigRoadColumns(results).map((c) => c.length);
  const marks: Mark[] = [];
  lengths.forEach((len, c) => {
    for (let r = 1; r <= len; r++) {
      if (r === 1) {
        if (c - 1 - k < 0) continue;
        marks.push(lengths[c - 1] === lengths[c - 1 - k] ? "red" : "blue");
      } else {
        if (c - k < 0) continue;
        const other = lengths[c - k]!;
        marks.push(other >= r ? "red" : other === r - 1 ? "blue" : "red");
      }
    }
  });
  return marks;
}

/** Groups marks into columns (a new column when the colour changes), as the derived road grids show them. */
export function markColumns(marks: readonly Mark[]): Mark[][] {
  const cols: Mark[][] = [];
  for (const m of marks) {
    const last = cols.at(-1);
    if (last && last[0] === m) last.push(m);
    else cols.push([m]);
  }
  return cols;
}

export const bigEyeRoad = (results: readonly Result[]) => placeColumns(markColumns(derivedMarks(results, 1)));
export const smallRoad = (results: readonly Result[]) => placeColumns(markColumns(derivedMarks(results, 2)));
export const cockroachRoad = (results: readonly Result[]) => placeColumns(markColumns(derivedMarks(results, 3)));

export interface AskRoad { bigEye: Mark | null; small: Mark | null; cockroach: Mark | null }

/** "Ask road": the mark each derived road would add if the next result were `next`. */
export function askRoad(results: readonly Result[], next: "B" | "P"): AskRoad {
  const after = [...results, next];
  const nextMark = (k: 1 | 2 | 3) => {
    const before = derivedMarks(results, k).length;
    const marks = derivedMarks(after, k);
    return marks.length > before ? marks.at(-1)! : null;
  };
  return { bigEye: nextMark(1), small: nextMark(2), cockroach: nextMark(3) };
}
