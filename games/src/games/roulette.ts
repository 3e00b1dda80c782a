import { betKindId, GameType } from "./bet-kinds.js";
import { returnOf, type Bet, type BetKindInfo, type GameModule, type IntSource, type Validation } from "./types.js";
import { checkStake, invalid, valid } from "./validation.js";

/** European single-zero roulette. */
export const RouletteBet = {
  STRAIGHT: betKindId(GameType.ROULETTE, 1),
  SPLIT: betKindId(GameType.ROULETTE, 2),
  STREET: betKindId(GameType.ROULETTE, 3),
  CORNER: betKindId(GameType.ROULETTE, 4),
  LINE: betKindId(GameType.ROULETTE, 5),
  COLUMN: betKindId(GameType.ROULETTE, 6),
  DOZEN: betKindId(GameType.ROULETTE, 7),
  RED: betKindId(GameType.ROULETTE, 8),
  BLACK: betKindId(GameType.ROULETTE, 9),
  ODD: betKindId(GameType.ROULETTE, 10),
  EVEN: betKindId(GameType.ROULETTE, 11),
  LOW: betKindId(GameType.ROULETTE, 12),
  HIGH: betKindId(GameType.ROULETTE, 13),
} as const;

export const RED_NUMBERS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

const PAYS: Record<number, number> = {
  [RouletteBet.STRAIGHT]: 35, [RouletteBet.SPLIT]: 17, [RouletteBet.STREET]: 11, [RouletteBet.CORNER]: 8,
  [RouletteBet.LINE]: 5, [RouletteBet.COLUMN]: 2, [RouletteBet.DOZEN]: 2,
  [RouletteBet.RED]: 1, [RouletteBet.BLACK]: 1, [RouletteBet.ODD]: 1, [RouletteBet.EVEN]: 1, [RouletteBet.LOW]: 1, [RouletteBet.HIGH]: 1,
};
const NAMES: Record<number, string> = {
  [RouletteBet.STRAIGHT]: "straight", [RouletteBet.SPLIT]: "split", [RouletteBet.STREET]: "street", [RouletteBet.CORNER]: "corner",
  [RouletteBet.LINE]: "line", [RouletteBet.COLUMN]: "column", [RouletteBet.DOZEN]: "dozen", [RouletteBet.RED]: "red",
  [RouletteBet.BLACK]: "black", [RouletteBet.ODD]: "odd", [RouletteBet.EVEN]: "even", [RouletteBet.LOW]: "low", [RouletteBet.HIGH]: "high",
};

const sorted = (ns: readonly number[]) => [...ns].sort((a, b) => a - b);
const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const row = (n: number) => Math.floor((n - 1) / 3);
const isNumber = (n: number) => Number.isInteger(n) && n >= 0 && n <= 36;

/** The numbers a bet covers, or null when they do not form that bet on the layout. */
export function coveredNumbers(bet: Bet): number[] | null {
  const ns = sorted(bet.numbers ?? []);
  if (!ns.every(isNumber) || new Set(ns).size !== ns.length) return null;
  const range = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);
  switch (bet.kind) {
    case RouletteBet.STRAIGHT:
      return ns.length === 1 ? ns : null;
    case RouletteBet.SPLIT: {
      if (ns.length !== 2) return null;
      const [a, b] = ns as [number, number];
      const ok = (a === 0 && b <= 3) || (a > 0 && ((b - a === 1 && row(a) === row(b)) || b - a === 3));
      return ok ? ns : null;
    }
    case RouletteBet.STREET: {
      if (ns.length !== 3) return null;
      if (same(ns, [0, 1, 2]) || same(ns, [0, 2, 3])) return ns;
      const first = ns[0]!;
      return first > 0 && first % 3 === 1 && same(ns, [first, first + 1, first + 2]) ? ns : null;
    }
    case RouletteBet.CORNER: {
      if (ns.length !== 4) return null;
      if (same(ns, [0, 1, 2, 3])) return ns;
      const n = ns[0]!;
      return n > 0 && n % 3 !== 0 && same(ns, [n, n + 1, n + 3, n + 4]) ? ns : null;
    }
    case RouletteBet.LINE: {
      if (ns.length !== 6) return null;
      const n = ns[0]!;
      return n > 0 && n % 3 === 1 && n <= 31 && same(ns, range(n, n + 5)) ? ns : null;
    }
    case RouletteBet.COLUMN: {
      const c = ns[0];
      return ns.length === 1 && c !== undefined && c >= 1 && c <= 3 ? range(c, 36, 3) : null;
    }
    case RouletteBet.DOZEN: {
      const d = ns[0];
      return ns.length === 1 && d !== undefined && d >= 1 && d <= 3 ? range(12 * (d - 1) + 1, 12 * d) : null;
    }
    case RouletteBet.RED:
      return ns.length === 0 ? range(1, 36).filter((n) => RED_NUMBERS.has(n)) : null;
    case RouletteBet.BLACK:
      return ns.length === 0 ? range(1, 36).filter((n) => !RED_NUMBERS.has(n)) : null;
    case RouletteBet.ODD:
      return ns.length === 0 ? range(1, 35, 2) : null;
    case RouletteBet.EVEN:
      return ns.length === 0 ? range(2, 36, 2) : null;
    case RouletteBet.LOW:
      return ns.length === 0 ? range(1, 18) : null;
    case RouletteBet.HIGH:
      return ns.length === 0 ? range(19, 36) : null;
    default:
      return null;
  }
}

export interface RouletteOutcome { number: number; color: "green" | "red" | "black" }

export const roulette: GameModule<RouletteOutcome, IntSource> = {
  gameType: GameType.ROULETTE,
  name: "roulette",
  betKinds: Object.entries(PAYS).map(([id, pays]): BetKindInfo => ({ id: Number(id), name: NAMES[Number(id)]!, pays: `${pays}:1`, maxReturnX100: (pays + 1) * 100 })),
  validateBet(bet, limits): Validation {
    const stake = checkStake(bet, limits);
    if (!stake.ok) return stake;
    if (PAYS[bet.kind] === undefined) return invalid("unknown-kind", "unknown roulette bet");
    return coveredNumbers(bet) ? valid : invalid("bad-numbers", `numbers do not form a ${NAMES[bet.kind]} bet`);
  },
  deal(rng: IntSource): RouletteOutcome {
    const number = rng.int(37);
    return { number, color: number === 0 ? "green" : RED_NUMBERS.has(number) ? "red" : "black" };
  },
  payout(bet, outcome) {
    const covered = coveredNumbers(bet);
    return covered?.includes(outcome.number) ? returnOf(bet.amount, PAYS[bet.kind]!) : 0n;
  },
};
