import { baccarat, BaccaratBet } from "../games/baccarat.js";
import { dragonTiger } from "../games/dragon-tiger.js";
import { moneyWheel, WHEEL, WHEEL_NUMBERS, type MoneyWheelOutcome, type Segment } from "../games/money-wheel.js";
import { sicBo, SicBoBet, TOTAL_PAYS } from "../games/sicbo.js";
import type { BetKindInfo } from "../games/types.js";
import type { BoardBet } from "./board-bet.js";

const from = (kinds: readonly BetKindInfo[]) => (kind: number, numbers: number[] = [], pays?: string): BoardBet => {
  const k = kinds.find((x) => x.id === kind)!;
  return { kind, numbers, name: k.name, pays: pays ?? k.pays };
};

/**
 * Baccarat's boxes: player, banker, tie, the pairs, perfect pair, egalité 0–9, and super 6 only
 * at no-commission tables (where the banker pays 1:1, half on a winning 6).
 */
export function baccaratBoardBets(table: { noCommission: boolean }): BoardBet[] {
  const kinds = baccarat({ commission: !table.noCommission }).betKinds;
  return kinds.filter((k) => k.id !== BaccaratBet.SUPER_6 || table.noCommission).map((k) => from(kinds)(k.id));
}

export const dragonTigerBoardBets = (): BoardBet[] => dragonTiger.betKinds.map((k) => from(dragonTiger.betKinds)(k.id));

/**
 * Sic bo's standard layout: small and big, the six doubles, any triple and the six specific
 * triples, the fourteen totals 4–17 (each with its own pay), the fifteen two-dice combinations
 * and the six single-number boxes (1, 2 or 3 to 1 by how many dice show the number).
 */
export function sicBoBoardBets(): BoardBet[] {
  const bet = from(sicBo.betKinds);
  const faces = [1, 2, 3, 4, 5, 6];
  return [
    bet(SicBoBet.SMALL), bet(SicBoBet.BIG),
    ...faces.map((f) => bet(SicBoBet.DOUBLE, [f])),
    bet(SicBoBet.ANY_TRIPLE),
    ...faces.map((f) => bet(SicBoBet.SPECIFIC_TRIPLE, [f])),
    ...Object.entries(TOTAL_PAYS).map(([t, pays]) => bet(SicBoBet.TOTAL, [Number(t)], `${pays}:1`)),
    ...faces.flatMap((a) => faces.filter((b) => b > a).map((b) => bet(SicBoBet.COMBINATION, [a, b]))),
    ...faces.map((f) => bet(SicBoBet.SINGLE, [f])),
  ];
}

/** The money wheel's six numbers: a win pays the number to 1, times any multipliers. */
export const moneyWheelBoardBets = (): BoardBet[] => WHEEL_NUMBERS.map((_, i) => from(moneyWheel.betKinds)(moneyWheel.betKinds[i]!.id));

/** The segments a money wheel round landed on, in order: multipliers (respun) then the number. */
export const moneyWheelSegments = (o: Pick<MoneyWheelOutcome, "spins">): Segment[] => o.spins.map((i) => WHEEL[i]!);
