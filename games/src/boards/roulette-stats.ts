import { RED_NUMBERS } from "../games/roulette.js";

export interface RouletteStats {
  /** How many results were counted (at most `last`). */
  rounds: number;
  /** Hits per number 0–36. */
  counts: number[];
  /** The most frequent numbers, most first (ties: lower number first). */
  hot: { number: number; count: number }[];
  /** The least frequent numbers, least first. */
  cold: { number: number; count: number }[];
  red: number; black: number; zero: number;
  odd: number; even: number;
  low: number; high: number;
  /** Hits on dozens 1–12, 13–24, 25–36. */
  dozens: [number, number, number];
  /** Hits on columns 1 (1, 4 … 34), 2 and 3. */
  columns: [number, number, number];
}

/** Statistics over the newest `last` results (newest first, as the tables list them). Zero is in no outside count. */
export function rouletteStats(newestFirst: readonly number[], opts: { last?: number; top?: number } = {}): RouletteStats {
  const numbers = newestFirst.slice(0, opts.last ?? 100);
  const top = opts.top ?? 5;
  const counts = Array<number>(37).fill(0);
  const s = { red: 0, black: 0, zero: 0, odd: 0, even: 0, low: 0, high: 0, dozens: [0, 0, 0] as [number, number, number], columns: [0, 0, 0] as [number, number, number] };
  for (const n of numbers) {
    counts[n]!++;
    if (n === 0) {
      s.zero++;
      continue;
    }
    if (RED_NUMBERS.has(n)) s.red++;
    else s.black++;
    if (n % 2) s.odd++;
    else s.even++;
    if (n <= 18) s.low++;
    else s.high++;
    s.dozens[Math.floor((n - 1) / 12)]!++;
    s.columns[(n - 1) % 3]!++;
  }
  const ranked = counts.map((count, number) => ({ number, count }));
  const hot = [...ranked].sort((a, b) => b.count - a.count || a.number - b.number).slice(0, top);
  const cold = [...ranked].sort((a, b) => a.count - b.count || a.number - b.number).slice(0, top);
  return { rounds: numbers.length, counts, hot, cold, ...s };
}
