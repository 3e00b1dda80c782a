import {
  BaccaratBet, BlackjackBet, casinoHoldem, DragonTigerBet, GameType, HoldemBet, MoneyWheelBet, RouletteBet, SicBoBet, TOTAL_PAYS,
  baccarat, blackjack, dragonTiger, moneyWheel, roulette, sicBo, type Bet, type TableLimits,
} from "@sunrise/games";

/** A source of randomness (Math.random, or a seeded one in tests). */
export type Random = () => number;

const SUSD = 1_000_000n;
/** The site's chips (SPEC §3), in whole SUSD. */
const CHIPS = [1n, 2n, 5n, 10n, 20n, 40n];

const pick = <T,>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const int = (random: Random, from: number, to: number) => from + Math.floor(random() * (to - from + 1));

/** What players mostly do: even-money bets, now and then a long shot. */
type Pattern = [weight: number, make: (random: Random) => Omit<Bet, "amount">];
const PATTERNS: Record<number, Pattern[]> = {
  [GameType.ROULETTE]: [
    [5, (r) => ({ kind: pick(r, [RouletteBet.RED, RouletteBet.BLACK, RouletteBet.ODD, RouletteBet.EVEN, RouletteBet.LOW, RouletteBet.HIGH]) })],
    [2, (r) => ({ kind: pick(r, [RouletteBet.DOZEN, RouletteBet.COLUMN]), numbers: [int(r, 1, 3)] })],
    [3, (r) => ({ kind: RouletteBet.STRAIGHT, numbers: [int(r, 0, 36)] })],
  ],
  [GameType.BACCARAT]: [
    [9, (r) => ({ kind: pick(r, [BaccaratBet.PLAYER, BaccaratBet.BANKER, BaccaratBet.BANKER]) })],
    [1, (r) => ({ kind: pick(r, [BaccaratBet.TIE, BaccaratBet.PLAYER_PAIR, BaccaratBet.BANKER_PAIR]) })],
  ],
  [GameType.SICBO]: [
    [7, (r) => ({ kind: pick(r, [SicBoBet.BIG, SicBoBet.SMALL]) })],
    [2, (r) => ({ kind: SicBoBet.TOTAL, numbers: [pick(r, Object.keys(TOTAL_PAYS).map(Number))] })],
    [1, (r) => ({ kind: SicBoBet.SINGLE, numbers: [int(r, 1, 6)] })],
  ],
  [GameType.DRAGON_TIGER]: [
    [9, (r) => ({ kind: pick(r, [DragonTigerBet.DRAGON, DragonTigerBet.TIGER]) })],
    [1, () => ({ kind: DragonTigerBet.TIE })],
  ],
  [GameType.MONEY_WHEEL]: [[1, (r) => ({ kind: pick(r, Object.values(MoneyWheelBet)) })]],
  [GameType.POKER]: [[1, () => ({ kind: HoldemBet.ANTE })]],
  [GameType.BLACKJACK]: [[1, () => ({ kind: BlackjackBet.MAIN })]],
};

const RULES = { [GameType.ROULETTE]: roulette, [GameType.BACCARAT]: baccarat({ commission: true }), [GameType.SICBO]: sicBo, [GameType.DRAGON_TIGER]: dragonTiger, [GameType.MONEY_WHEEL]: moneyWheel, [GameType.POKER]: casinoHoldem, [GameType.BLACKJACK]: blackjack } as const;

/** A chip within the table's limits and the player's own cap (a small share of the balance): the table's minimum when nothing else fits. */
export function pickStake(random: Random, limits: TableLimits, cap: bigint): bigint {
  const fits = CHIPS.map((c) => c * SUSD).filter((a) => a >= limits.min && a <= limits.max && a <= cap);
  return fits.length ? pick(random, fits.slice(0, 4)) : limits.min;
}

/**
 * One player's bets for a round at a table of `gameType`: a kind and numbers from the game's rules
 * (weighted like a real crowd), a stake within the table's limits and `cap`; a hold'em ante now and
 * then with the AA bonus. Every bet passes the rules' own validation, else none is returned.
 */
export function pickBets(gameType: number, limits: TableLimits, cap: bigint, random: Random = Math.random): Bet[] {
  const patterns = PATTERNS[gameType];
  const rules = RULES[gameType as keyof typeof RULES];
  if (!patterns || !rules || cap < limits.min) return [];
  let roll = random() * patterns.reduce((n, [w]) => n + w, 0);
  const [, make] = patterns.find(([w]) => (roll -= w) < 0) ?? patterns[0]!;
  const bets: Bet[] = [{ ...make(random), amount: pickStake(random, limits, cap) }];
  if (gameType === GameType.POKER && random() < 0.3) bets.push({ kind: HoldemBet.AA_BONUS, amount: limits.min });
  const valid = gameType === GameType.POKER ? casinoHoldem.validatePlayerBets(bets, limits).ok : bets.every((b) => rules.validateBet(b, limits).ok);
  return valid ? bets : [];
}
