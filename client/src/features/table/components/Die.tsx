const PIPS: Record<number, number[]> = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

/** A die face drawn with pips (3 × 3 grid), so it reads the same in every font. */
export function Die({ value, size = "md", className = "" }: { value: number; size?: "sm" | "md" | "lg"; className?: string }) {
  const on = new Set(PIPS[value] ?? []);
  return (
    <span className={`die die--${size} ${className}`} data-value={value} aria-hidden>
      {Array.from({ length: 9 }, (_, i) => <span key={i} className={on.has(i) ? "die__pip" : undefined} />)}
    </span>
  );
}
