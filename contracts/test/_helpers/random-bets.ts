import {
  baccaratBoardBets, dragonTigerBoardBets, moneyWheelBoardBets, rouletteCorners, rouletteLines, rouletteOutsideBets,
  rouletteSplits, rouletteStreets, RouletteBet, sicBoBoardBets, type Bet,
} from "@sunrise/games";
import type { SeededRandom } from "./seeded-random.js";

export interface BetInput {
  kind: number;
  numbers: number[];
  amount: bigint;
}

/** Every bet a table of the game offers, numbers included (the engine's own board data). */
export function offeredBets(gameType: number, variant: number): { kind: number; numbers: number[] }[] {
  switch (gameType) {
    case 1: return [
      ...Array.from({ length: 37 }, (_, n) => ({ kind: RouletteBet.STRAIGHT, numbers: [n] })),
      ...rouletteSplits().map((numbers) => ({ kind: RouletteBet.SPLIT, numbers })),
      ...rouletteStreets().map((numbers) => ({ kind: RouletteBet.STREET, numbers })),
      ...rouletteCorners().map((numbers) => ({ kind: RouletteBet.CORNER, numbers })),
      ...rouletteLines().map((numbers) => ({ kind: RouletteBet.LINE, numbers })),
      ...rouletteOutsideBets().map((b) => ({ kind: b.kind, numbers: [...b.numbers] })),
    ];
    case 2: return baccaratBoardBets({ noCommission: variant === 1 }).map((b) => ({ kind: b.kind, numbers: [...b.numbers] }));
    case 4: return sicBoBoardBets().map((b) => ({ kind: b.kind, numbers: [...b.numbers] }));
    case 5: return dragonTigerBoardBets().map((b) => ({ kind: b.kind, numbers: [...b.numbers] }));
    case 6: return moneyWheelBoardBets().map((b) => ({ kind: b.kind, numbers: [...b.numbers] }));
    default: throw new RangeError(`no board for game ${gameType}`);
  }
}

/** A random board of valid bets: offered bets, numbers in random order, odd amounts within the limits. */
export function randomBoard(random: SeededRandom, offered: readonly { kind: number; numbers: number[] }[], size: number, min: bigint, max: bigint): BetInput[] {
  return Array.from({ length: size }, () => {
    const b = random.pick(offered);
    return { kind: b.kind, numbers: random.shuffled(b.numbers), amount: random.bigint(min, max) };
  });
}

/** A random bet that may be malformed: a kind of any game or none, 0–7 numbers from 0–40. */
export function randomMaybeMalformedBet(random: SeededRandom, gameType: number, kinds: readonly number[]): Bet & { numbers: number[] } {
  const kind = random.next() < 0.8 ? random.pick(kinds) : random.next() < 0.5 ? gameType * 1000 + random.int(120) : random.int(8000);
  const numbers = Array.from({ length: random.int(8) }, () => (random.next() < 0.7 ? random.int(37) : random.int(41)));
  return { kind, numbers, amount: 1_000_000n };
}

/** An offered bet nudged into a near miss or not: one number moved, dropped or repeated. */
export function perturbedBet(random: SeededRandom, offered: readonly { kind: number; numbers: number[] }[]): Bet & { numbers: number[] } {
  const b = random.pick(offered);
  const numbers = [...b.numbers];
  const i = random.int(Math.max(numbers.length, 1));
  const how = random.int(4);
  if (how === 0 && numbers.length > 0) numbers[i] = random.int(38);
  else if (how === 1 && numbers.length > 0) numbers.splice(i, 1);
  else if (how === 2 && numbers.length > 0) numbers.push(numbers[i]!);
  else numbers.push(random.int(38));
  return { kind: b.kind, numbers: random.shuffled(numbers), amount: 1_000_000n };
}
