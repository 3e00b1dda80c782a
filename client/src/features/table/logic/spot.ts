/** A place on the board: a bet kind id (@sunrise/games) and the numbers it names. */
export interface Spot {
  kind: number;
  numbers: readonly number[];
}

/** One key per spot, whatever order its numbers were named in. */
export const spotKey = (s: Spot) => `${s.kind}:${[...s.numbers].sort((a, b) => a - b).join("-")}`;

export function spotOfKey(key: string): Spot {
  const [kind, numbers] = key.split(":");
  return { kind: Number(kind), numbers: numbers ? numbers.split("-").map(Number) : [] };
}

/** Amounts per spot key (token units). */
export type SpotTotals = ReadonlyMap<string, bigint>;

export function addTotals(...maps: SpotTotals[]): Map<string, bigint> {
  const out = new Map<string, bigint>();
  for (const m of maps) for (const [k, v] of m) out.set(k, (out.get(k) ?? 0n) + v);
  return out;
}

export function totalsOf(bets: readonly { kind: number; numbers: readonly number[]; amount: bigint | string }[]): Map<string, bigint> {
  const out = new Map<string, bigint>();
  for (const b of bets) {
    const k = spotKey(b);
    out.set(k, (out.get(k) ?? 0n) + BigInt(b.amount));
  }
  return out;
}
