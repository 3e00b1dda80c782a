import { RED_NUMBERS } from "@sunrise/games";

export interface RouletteStats {
  count: number;
  /** Most and least frequent numbers, with how often they came (most recent first on ties). */
  hot: { number: number; hits: number }[];
  cold: { number: number; hits: number }[];
  red: number;
  black: number;
  zero: number;
  odd: number;
  even: number;
  low: number;
  high: number;
  dozens: [number, number, number];
}

export const STATS_ROUNDS = 100;

/** Statistics over the latest results (newest first), at most the last 100 spins. */
export function rouletteStats(numbersNewestFirst: readonly number[], shown = 5): RouletteStats {
  const spins = numbersNewestFirst.slice(0, STATS_ROUNDS);
  const hits = new Map<number, number>();
  const lastSeen = new Map<number, number>();
  spins.forEach((n, i) => {
    hits.set(n, (hits.get(n) ?? 0) + 1);
    if (!lastSeen.has(n)) lastSeen.set(n, i);
  });
  const all = Array.from({ length: 37 }, (_, n) => ({ number: n, hits: hits.get(n) ?? 0, seen: lastSeen.get(n) ?? Infinity }));
  const hot = [...all].filter((x) => x.hits > 0).sort((a, b) => b.hits - a.hits || a.seen - b.seen).slice(0, shown);
  const cold = [...all].sort((a, b) => a.hits - b.hits || b.seen - a.seen).slice(0, shown);
  const count = (f: (n: number) => boolean) => spins.filter(f).length;
  return {
    count: spins.length,
    hot: hot.map(({ number, hits }) => ({ number, hits })),
    cold: cold.map(({ number, hits }) => ({ number, hits })),
    red: count((n) => RED_NUMBERS.has(n)),
    black: count((n) => n > 0 && !RED_NUMBERS.has(n)),
    zero: count((n) => n === 0),
    odd: count((n) => n > 0 && n % 2 === 1),
    even: count((n) => n > 0 && n % 2 === 0),
    low: count((n) => n >= 1 && n <= 18),
    high: count((n) => n >= 19),
    dozens: [count((n) => n >= 1 && n <= 12), count((n) => n >= 13 && n <= 24), count((n) => n >= 25)],
  };
}

/** Whole percentages of a total (0 when nothing counted). */
export const percent = (part: number, total: number) => (total ? Math.round((part * 100) / total) : 0);
