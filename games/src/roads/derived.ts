import { bigRoadColumns, type RoadInput } from "./big-road.js";
import { placeColumns } from "./placement.js";

export type Mark = "red" | "blue";

/**
 * A derived road's marks (k = 1 big eye boy, 2 small road, 3 cockroach pig), from the big road's
 * logical column lengths. New column c: red if columns c−1 and c−1−k have equal length. Entry at
 * row r ≥ 2 of column c: compare with column c−k: red if it reaches row r, blue if it ends exactly
 * at row r−1, red if it ends earlier.
 */
export function derivedMarks(hands: readonly RoadInput[], k: 1 | 2 | 3): Mark[] {
  const lengths = bigRoadColumns(hands).map((c) => c.length);
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

export const bigEyeRoad = (hands: readonly RoadInput[]) => placeColumns(markColumns(derivedMarks(hands, 1)));
export const smallRoad = (hands: readonly RoadInput[]) => placeColumns(markColumns(derivedMarks(hands, 2)));
export const cockroachRoad = (hands: readonly RoadInput[]) => placeColumns(markColumns(derivedMarks(hands, 3)));

export interface AskRoad { bigEye: Mark | null; small: Mark | null; cockroach: Mark | null }

/** "Ask road": the mark each derived road would add if the next result were `next`. */
export function askRoad(hands: readonly RoadInput[], next: "B" | "P"): AskRoad {
  const after = [...hands, next];
  const nextMark = (k: 1 | 2 | 3) => {
    const before = derivedMarks(hands, k).length;
    const marks = derivedMarks(after, k);
    return marks.length > before ? marks.at(-1)! : null;
  };
  return { bigEye: nextMark(1), small: nextMark(2), cockroach: nextMark(3) };
}
