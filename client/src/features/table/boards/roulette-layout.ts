import { RED_NUMBERS, RouletteBet } from "@sunrise/games";
import type { Spot } from "../logic/spot.js";

/**
 * The European layout's hit areas in one unit space: 14 units wide (zero, 12 number columns,
 * the "2 to 1" boxes), 3 high (top row 3, 6 … 36; bottom row 1, 4 … 34). Lines between numbers
 * are splits, crossings corners, a bottom row's lower edge its street, and a lower edge's crossing
 * the six-line; on the zero's edge sit the 0 splits, the two trios and the first four.
 */
export type ZoneType = "zero" | "number" | "column" | "split" | "corner" | "street" | "line";
export interface Zone {
  type: ZoneType;
  spot: Spot;
  x: number;
  y: number;
  w: number;
  h: number;
}

export const WIDTH = 14;
export const HEIGHT = 3;
const EDGE = 0.26;
const CROSS = 0.34;

const colOf = (n: number) => Math.floor((n - 1) / 3);
const rowOf = (n: number) => 2 - ((n - 1) % 3);
const spot = (kind: number, numbers: number[]): Spot => ({ kind, numbers });

export function rouletteZones(): Zone[] {
  const cells: Zone[] = [{ type: "zero", spot: spot(RouletteBet.STRAIGHT, [0]), x: 0, y: 0, w: 1, h: 3 }];
  const edges: Zone[] = [];
  const crossings: Zone[] = [];
  for (let n = 1; n <= 36; n++) {
    const c = colOf(n);
    const r = rowOf(n);
    const x = c + 1;
    cells.push({ type: "number", spot: spot(RouletteBet.STRAIGHT, [n]), x, y: r, w: 1, h: 1 });
    if (c < 11) edges.push({ type: "split", spot: spot(RouletteBet.SPLIT, [n, n + 3]), x: x + 1 - EDGE / 2, y: r + CROSS / 2, w: EDGE, h: 1 - CROSS });
    if (c === 0) edges.push({ type: "split", spot: spot(RouletteBet.SPLIT, [0, n]), x: 1 - EDGE / 2, y: r + CROSS / 2, w: EDGE, h: 1 - CROSS });
    if (r > 0) {
      edges.push({ type: "split", spot: spot(RouletteBet.SPLIT, [n, n + 1]), x: x + CROSS / 2, y: r - EDGE / 2, w: 1 - CROSS, h: EDGE });
      if (c < 11) crossings.push({ type: "corner", spot: spot(RouletteBet.CORNER, [n, n + 1, n + 3, n + 4]), x: x + 1 - CROSS / 2, y: r - CROSS / 2, w: CROSS, h: CROSS });
    }
    if (r === 2) {
      edges.push({ type: "street", spot: spot(RouletteBet.STREET, [n, n + 1, n + 2]), x: x + CROSS / 2, y: HEIGHT - EDGE, w: 1 - CROSS, h: EDGE });
      if (c < 11) crossings.push({ type: "line", spot: spot(RouletteBet.LINE, [n, n + 1, n + 2, n + 3, n + 4, n + 5]), x: x + 1 - CROSS / 2, y: HEIGHT - EDGE, w: CROSS, h: EDGE });
    }
  }
  crossings.push(
    { type: "street", spot: spot(RouletteBet.STREET, [0, 2, 3]), x: 1 - CROSS / 2, y: 1 - CROSS / 2, w: CROSS, h: CROSS },
    { type: "street", spot: spot(RouletteBet.STREET, [0, 1, 2]), x: 1 - CROSS / 2, y: 2 - CROSS / 2, w: CROSS, h: CROSS },
    { type: "corner", spot: spot(RouletteBet.CORNER, [0, 1, 2, 3]), x: 1 - CROSS / 2, y: HEIGHT - EDGE, w: CROSS, h: EDGE },
  );
  for (let r = 0; r < 3; r++) cells.push({ type: "column", spot: spot(RouletteBet.COLUMN, [3 - r]), x: 13, y: r, w: 1, h: 1 });
  return [...cells, ...edges, ...crossings];
}

/** The layout turned for a phone: zero on top, numbers running down in rows of three. */
export const turned = (z: Zone): Zone => ({ ...z, x: HEIGHT - (z.y + z.h), y: z.x, w: z.h, h: z.w });

export const colorOf = (n: number) => (n === 0 ? "green" : RED_NUMBERS.has(n) ? "red" : "black");

/** The boxes below the numbers: dozens, then the even-money bets. */
export const DOZENS: Spot[] = [1, 2, 3].map((d) => spot(RouletteBet.DOZEN, [d]));
export const OUTSIDE: { spot: Spot; label: "low" | "even" | "red" | "black" | "odd" | "high" }[] = [
  { spot: spot(RouletteBet.LOW, []), label: "low" },
  { spot: spot(RouletteBet.EVEN, []), label: "even" },
  { spot: spot(RouletteBet.RED, []), label: "red" },
  { spot: spot(RouletteBet.BLACK, []), label: "black" },
  { spot: spot(RouletteBet.ODD, []), label: "odd" },
  { spot: spot(RouletteBet.HIGH, []), label: "high" },
];
