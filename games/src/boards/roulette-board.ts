import { coveredNumbers, RED_NUMBERS, roulette, RouletteBet } from "../games/roulette.js";
import type { BoardBet } from "./board-bet.js";

/** The 13 roulette bet kind ids, inside bets first. */
export const ROULETTE_BET_KINDS: readonly number[] = Object.values(RouletteBet);
export const ROULETTE_RED: readonly number[] = [...RED_NUMBERS].sort((a, b) => a - b);
export const ROULETTE_BLACK: readonly number[] = Array.from({ length: 36 }, (_, i) => i + 1).filter((n) => !RED_NUMBERS.has(n));

/**
 * The number grid as the European layout draws it: 12 columns along the table, 3 rows; row 0 is
 * the top row (3, 6 … 36), row 2 the bottom (1, 4 … 34). Zero sits left of column 0.
 */
export const rouletteNumberAt = (col: number, row: number) => 3 * col + 3 - row;

const seq = (n: number, f: (i: number) => number[]) => Array.from({ length: n }, (_, i) => f(i));

/** Every split: 24 side by side in a street, 33 across streets, 3 with zero. */
export const rouletteSplits = (): number[][] => [
  [0, 1], [0, 2], [0, 3],
  ...seq(36, (i) => [i + 1, i + 2]).filter(([a]) => a! % 3 !== 0),
  ...seq(33, (i) => [i + 1, i + 4]),
];
/** Every street: 12 across the grid and the two trios with zero. */
export const rouletteStreets = (): number[][] => [[0, 1, 2], [0, 2, 3], ...seq(12, (i) => [3 * i + 1, 3 * i + 2, 3 * i + 3])];
/** Every corner: 22 in the grid and the first four (0, 1, 2, 3). */
export const rouletteCorners = (): number[][] => [
  [0, 1, 2, 3],
  ...seq(33, (i) => [i + 1, i + 2, i + 4, i + 5]).filter(([a]) => a! % 3 !== 0),
];
/** Every six line: two neighbouring streets. */
export const rouletteLines = (): number[][] => seq(11, (i) => seq(6, (j) => [3 * i + 1 + j]).flat());

const kindInfo = new Map(roulette.betKinds.map((k) => [k.id, k]));
const boardBet = (kind: number, numbers: number[]): BoardBet => ({ kind, numbers, name: kindInfo.get(kind)!.name, pays: kindInfo.get(kind)!.pays });

/** The outside boxes: columns (2 to 1), dozens, and the six even-money boxes. */
export const rouletteOutsideBets = (): BoardBet[] => [
  ...[1, 2, 3].map((c) => boardBet(RouletteBet.COLUMN, [c])),
  ...[1, 2, 3].map((d) => boardBet(RouletteBet.DOZEN, [d])),
  ...[RouletteBet.LOW, RouletteBet.EVEN, RouletteBet.RED, RouletteBet.BLACK, RouletteBet.ODD, RouletteBet.HIGH].map((k) => boardBet(k, [])),
];

export type RouletteBetCheck = { ok: true; bet: { kind: number; numbers: number[] } } | { ok: false; reason: string };

/** Checks that the numbers form the bet on the layout and returns it with its numbers sorted. */
export function rouletteBetFor(b: { kind: number; numbers?: readonly number[] }): RouletteBetCheck {
  if (!kindInfo.has(b.kind)) return { ok: false, reason: "unknown roulette bet" };
  if (!coveredNumbers({ kind: b.kind, numbers: b.numbers ?? [], amount: 1n })) return { ok: false, reason: `numbers do not form a ${kindInfo.get(b.kind)!.name} bet` };
  return { ok: true, bet: { kind: b.kind, numbers: [...(b.numbers ?? [])].sort((x, y) => x - y) } };
}
