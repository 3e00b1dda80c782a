import { RouletteBet } from "../games/roulette.js";
import { rouletteNumberAt } from "./roulette-board.js";

/**
 * The inside bet a click places, from where it lands on the number grid: x runs along the table
 * in cells (column c spans [c, c + 1), zero spans [−1, 0)), y down it (row 0, the top row 3 … 36,
 * spans [0, 1)). A click within `edge` of a cell's side lands on that line: between two numbers a
 * split, where lines cross a corner, on the bottom edge a street, and where the bottom edge meets
 * a line between columns a six line. Lines with zero give its splits, trios and the first four.
 * Returns null off the grid.
 */
export function rouletteBetAt(x: number, y: number, edge = 0.2): { kind: number; numbers: number[] } | null {
  if (x < -1 || x >= 12 || y < 0 || y >= 3) return null;
  const sorted = (ns: number[]) => ({ numbers: [...ns].sort((a, b) => a - b) });
  const r = Math.min(2, Math.floor(y));
  const fy = y - r;
  const onBottomEdge = y > 3 - edge;
  // Row boundaries: between r and r ± 1 (the grid's own top and bottom are not between rows).
  const rowPair = fy < edge && r > 0 ? [r - 1, r] : fy > 1 - edge && r < 2 ? [r, r + 1] : null;
  if (x < 0) {
    if (x < -edge) return { kind: RouletteBet.STRAIGHT, numbers: [0] };
    if (onBottomEdge) return { kind: RouletteBet.CORNER, numbers: [0, 1, 2, 3] };
    if (rowPair) return { kind: RouletteBet.STREET, ...sorted([0, ...rowPair.map((row) => rouletteNumberAt(0, row))]) };
    return { kind: RouletteBet.SPLIT, numbers: [0, rouletteNumberAt(0, r)] };
  }
  const c = Math.floor(x);
  const fx = x - c;
  const colPair = fx < edge && c > 0 ? [c - 1, c] : fx > 1 - edge && c < 11 ? [c, c + 1] : null;
  const byZero = fx < edge && c === 0;
  const street = (col: number) => [0, 1, 2].map((row) => rouletteNumberAt(col, row));
  if (onBottomEdge) {
    if (byZero) return { kind: RouletteBet.CORNER, numbers: [0, 1, 2, 3] };
    if (colPair) return { kind: RouletteBet.LINE, ...sorted(colPair.flatMap(street)) };
    return { kind: RouletteBet.STREET, ...sorted(street(c)) };
  }
  if (byZero) {
    if (rowPair) return { kind: RouletteBet.STREET, ...sorted([0, ...rowPair.map((row) => rouletteNumberAt(0, row))]) };
    return { kind: RouletteBet.SPLIT, numbers: [0, rouletteNumberAt(0, r)] };
  }
  if (colPair && rowPair) return { kind: RouletteBet.CORNER, ...sorted(colPair.flatMap((col) => rowPair.map((row) => rouletteNumberAt(col, row)))) };
  if (colPair) return { kind: RouletteBet.SPLIT, ...sorted(colPair.map((col) => rouletteNumberAt(col, r))) };
  if (rowPair) return { kind: RouletteBet.SPLIT, ...sorted(rowPair.map((row) => rouletteNumberAt(c, row))) };
  return { kind: RouletteBet.STRAIGHT, numbers: [rouletteNumberAt(c, r)] };
}
