import { betKindId, GameType } from "./bet-kinds.js";
import { returnOf, type BetKindInfo, type GameModule, type IntSource } from "./types.js";
import { hasNumbers, validateKindOnly } from "./validation.js";

/** The numbers players bet on; a win pays the number times the stake (times any multipliers). */
export const WHEEL_NUMBERS = [1, 2, 5, 10, 20, 40] as const;
/** 54 segments: 23×1, 15×2, 7×5, 4×10, 2×20, 1×40, plus one 2x and one 7x multiplier. */
export const SEGMENT_COUNTS: Record<string, number> = { "1": 23, "2": 15, "5": 7, "10": 4, "20": 2, "40": 1, x2: 1, x7: 1 };
/**
 * A multiplier segment respins and multiplies the win; at most two multipliers apply (so the
 * worst case a table must cover is 7 × 7 = 49 times the number). Later multiplier segments
 * respin without multiplying.
 */
export const MAX_APPLIED_MULTIPLIERS = 2;
export const MAX_MULTIPLIER = 49;

export type Segment = number | "x2" | "x7";

/** The wheel in display order: numbers spread around, multipliers opposite each other. */
export const WHEEL: readonly Segment[] = (() => {
  const pool: Segment[] = [];
  for (const [seg, count] of Object.entries(SEGMENT_COUNTS)) for (let i = 0; i < count; i++) pool.push(seg.startsWith("x") ? (seg as Segment) : Number(seg));
  const numbers = pool.filter((s) => typeof s === "number").sort((a, b) => (a as number) - (b as number)) as number[];
  // Deal numbers round-robin by value so equal values are spread out, then place the multipliers opposite.
  const byValue = WHEEL_NUMBERS.map((v) => numbers.filter((n) => n === v));
  const ring: Segment[] = [];
  while (ring.length < numbers.length) for (const group of byValue) if (group.length) ring.push(group.pop()!);
  ring.splice(0, 0, "x2");
  ring.splice(27, 0, "x7");
  return ring;
})();

export const MoneyWheelBet = Object.fromEntries(WHEEL_NUMBERS.map((n, i) => [`N${n}`, betKindId(GameType.MONEY_WHEEL, i + 1)])) as Record<`N${(typeof WHEEL_NUMBERS)[number]}`, number>;
const numberOfKind = new Map(WHEEL_NUMBERS.map((n, i) => [betKindId(GameType.MONEY_WHEEL, i + 1), n]));

export interface MoneyWheelOutcome { spins: number[]; multiplier: number; number: number }

export const moneyWheel: GameModule<MoneyWheelOutcome, IntSource> = {
  gameType: GameType.MONEY_WHEEL,
  name: "money wheel",
  betKinds: WHEEL_NUMBERS.map((n, i): BetKindInfo => ({ id: betKindId(GameType.MONEY_WHEEL, i + 1), name: `${n}`, pays: `${n}:1`, maxReturnX100: (n * MAX_MULTIPLIER + 1) * 100 })),
  validateBet(bet, limits) {
    return validateKindOnly(bet, moneyWheel.betKinds, "money wheel", limits);
  },
  deal(rng: IntSource) {
    const spins: number[] = [];
    let multiplier = 1;
    let applied = 0;
    for (;;) {
      const index = rng.int(WHEEL.length);
      spins.push(index);
      const seg = WHEEL[index]!;
      if (typeof seg === "number") return { spins, multiplier, number: seg };
      if (applied < MAX_APPLIED_MULTIPLIERS) {
        multiplier *= seg === "x2" ? 2 : 7;
        applied++;
      }
    }
  },
  payout(bet, o) {
    if (hasNumbers(bet)) return 0n; // these bets name no numbers: a malformed bet pays nothing
    const n = numberOfKind.get(bet.kind);
    return n !== undefined && o.number === n ? returnOf(bet.amount, n * o.multiplier) : 0n;
  },
};
