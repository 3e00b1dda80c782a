/** Results chips are sized from their text so the strip knows, without measuring, how many fit. */
export const CHIP = { height: 22, padding: 10, charWidth: 7, gap: 4 } as const;

export function chipWidth(text: string): number {
  return Math.max(CHIP.height, CHIP.padding + CHIP.charWidth * [...text].length);
}

/**
 * How many of the newest results fit in `available` px: all of them, or as many as leave room for
 * a "+N" chip naming the rest. Unknown width (0, before layout) shows `fallback` of them.
 */
export function fitResults(labels: readonly string[], available: number, fallback = 8): { shown: number; rest: number } {
  const widths = labels.map(chipWidth);
  const span = (n: number) => widths.slice(0, n).reduce((s, w) => s + w, 0) + Math.max(0, n - 1) * CHIP.gap;
  if (available <= 0) {
    const shown = Math.min(fallback, labels.length);
    return { shown, rest: labels.length - shown };
  }
  if (span(labels.length) <= available) return { shown: labels.length, rest: 0 };
  for (let n = labels.length - 1; n >= 0; n--) {
    const rest = labels.length - n;
    const plus = chipWidth(`+${rest}`);
    if (span(n) + (n > 0 ? CHIP.gap : 0) + plus <= available) return { shown: n, rest };
  }
  return { shown: 0, rest: labels.length };
}
