/**
 * Each game's theoretical house edge in parts per million of the stake, as the tests publish it
 * (games/README.md): the edge of the game's main bet, the one most players place and the lowest an
 * affiliate's commission could be argued down to. Money wheel: its 1 bet's 23 of 54 segments,
 * multipliers aside, rounded down to 4%.
 */
export const HOUSE_EDGE_PPM: Readonly<Record<number, number>> = {
  1: 27_027, // roulette, single zero: 1/37
  2: 10_600, // baccarat, banker at 5% commission
  3: 21_600, // casino hold'em ante, optimal calls
  4: 27_800, // sic bo big / small
  5: 37_300, // dragon tiger, dragon / tiger
  6: 40_000, // money wheel
  7: 4_700, // blackjack, basic strategy under these rules
};

export const PPM = 1_000_000n;

/** Stake × the game's house edge, in token units (floored); an unknown game has no edge. */
export function theoreticalWin(gameType: number, stake: bigint): bigint {
  return (stake * BigInt(HOUSE_EDGE_PPM[gameType] ?? 0)) / PPM;
}
