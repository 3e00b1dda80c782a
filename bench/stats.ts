/** Nearest-rank percentile of a sample (p in 0–100). */
export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) throw new Error("percentile of an empty sample");
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const summary = (xs: readonly number[], unit = "ms") =>
  `p50 ${percentile(xs, 50).toFixed(0)} ${unit}, p99 ${percentile(xs, 99).toFixed(0)} ${unit}, max ${xs.reduce((m, x) => Math.max(m, x), -Infinity).toFixed(0)} ${unit}`; // no spread: a sample may hold hundreds of thousands
