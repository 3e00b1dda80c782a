import { betKindId, GameType } from "./bet-kinds.js";
import { returnOf, type Bet, type BetKindInfo, type GameModule, type IntSource } from "./types.js";
import { checkStake, invalid, offers, valid } from "./validation.js";

export const SicBoBet = {
  BIG: betKindId(GameType.SICBO, 1),
  SMALL: betKindId(GameType.SICBO, 2),
  ANY_TRIPLE: betKindId(GameType.SICBO, 3),
  SPECIFIC_TRIPLE: betKindId(GameType.SICBO, 4),
  DOUBLE: betKindId(GameType.SICBO, 5),
  COMBINATION: betKindId(GameType.SICBO, 6),
  SINGLE: betKindId(GameType.SICBO, 7),
  TOTAL: betKindId(GameType.SICBO, 8),
} as const;

/** Winnings per unit for a total of 4–17. */
export const TOTAL_PAYS: Record<number, number> = { 4: 60, 5: 30, 6: 17, 7: 12, 8: 8, 9: 6, 10: 6, 11: 6, 12: 6, 13: 8, 14: 12, 15: 17, 16: 30, 17: 60 };

export interface SicBoOutcome { dice: [number, number, number]; total: number; triple: boolean }

const die = (n: number | undefined) => n !== undefined && Number.isInteger(n) && n >= 1 && n <= 6;

function validNumbers(bet: Bet): boolean {
  const ns = bet.numbers ?? [];
  switch (bet.kind) {
    case SicBoBet.BIG: case SicBoBet.SMALL: case SicBoBet.ANY_TRIPLE: return ns.length === 0;
    case SicBoBet.SPECIFIC_TRIPLE: case SicBoBet.DOUBLE: case SicBoBet.SINGLE: return ns.length === 1 && die(ns[0]);
    case SicBoBet.COMBINATION: return ns.length === 2 && die(ns[0]) && die(ns[1]) && ns[0] !== ns[1];
    case SicBoBet.TOTAL: return ns.length === 1 && TOTAL_PAYS[ns[0]!] !== undefined;
    default: return false;
  }
}

export const sicBo: GameModule<SicBoOutcome, IntSource> = {
  gameType: GameType.SICBO,
  name: "sic bo",
  betKinds: [
    { id: SicBoBet.BIG, name: "big", pays: "1:1", maxReturnX100: 200 },
    { id: SicBoBet.SMALL, name: "small", pays: "1:1", maxReturnX100: 200 },
    { id: SicBoBet.ANY_TRIPLE, name: "any triple", pays: "30:1", maxReturnX100: 3100 },
    { id: SicBoBet.SPECIFIC_TRIPLE, name: "specific triple", pays: "180:1", maxReturnX100: 18100 },
    { id: SicBoBet.DOUBLE, name: "double", pays: "10:1", maxReturnX100: 1100 },
    { id: SicBoBet.COMBINATION, name: "combination", pays: "6:1", maxReturnX100: 700 },
    { id: SicBoBet.SINGLE, name: "single", pays: "3:1", maxReturnX100: 400 },
    { id: SicBoBet.TOTAL, name: "total", pays: "60:1", maxReturnX100: 6100 },
  ] satisfies BetKindInfo[],
  validateBet(bet, limits) {
    const stake = checkStake(bet, limits);
    if (!stake.ok) return stake;
    if (!offers(sicBo.betKinds, bet.kind)) return invalid("unknown-kind", "unknown sic bo bet");
    return validNumbers(bet) ? valid : invalid("bad-numbers", "numbers do not form that sic bo bet");
  },
  deal(rng: IntSource) {
    const dice: [number, number, number] = [rng.int(6) + 1, rng.int(6) + 1, rng.int(6) + 1];
    return { dice, total: dice[0] + dice[1] + dice[2], triple: dice[0] === dice[1] && dice[1] === dice[2] };
  },
  payout(bet, o) {
    if (!validNumbers(bet)) return 0n;
    const a = bet.amount;
    const n = bet.numbers?.[0] ?? 0;
    const count = (x: number) => o.dice.filter((d) => d === x).length;
    switch (bet.kind) {
      case SicBoBet.BIG: return !o.triple && o.total >= 11 ? returnOf(a, 1) : 0n;
      case SicBoBet.SMALL: return !o.triple && o.total <= 10 ? returnOf(a, 1) : 0n;
      case SicBoBet.ANY_TRIPLE: return o.triple ? returnOf(a, 30) : 0n;
      case SicBoBet.SPECIFIC_TRIPLE: return count(n) === 3 ? returnOf(a, 180) : 0n;
      case SicBoBet.DOUBLE: return count(n) >= 2 ? returnOf(a, 10) : 0n;
      case SicBoBet.COMBINATION: return count(n) >= 1 && count(bet.numbers![1]!) >= 1 ? returnOf(a, 6) : 0n;
      case SicBoBet.SINGLE: { const c = count(n); return c > 0 ? returnOf(a, c) : 0n; }
      case SicBoBet.TOTAL: return o.total === n ? returnOf(a, TOTAL_PAYS[n]!) : 0n;
      default: return 0n;
    }
  },
};
