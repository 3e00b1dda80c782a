// The demo lobby `npm start` seeds: every game, three areas, several tables per game across the floors.
import { Floor, type GameCategory } from "@sunrise/db";

const SUSD = 1_000_000n;

export interface DemoGame {
  id: string;
  type: number;
  name: string;
  categories: GameCategory[];
  isHot: boolean;
  isNew: boolean;
}

/** All seven games, in lobby order; every lobby category holds some of them. */
export const DEMO_GAMES: DemoGame[] = [
  { id: "roulette", type: 1, name: "Roulette", categories: ["feature", "hot", "top"], isHot: true, isNew: false },
  { id: "baccarat", type: 2, name: "Baccarat", categories: ["feature", "vip", "top"], isHot: true, isNew: false },
  { id: "dragon-tiger", type: 5, name: "Dragon Tiger", categories: ["feature", "hot"], isHot: false, isNew: false },
  { id: "sic-bo", type: 4, name: "Sic Bo", categories: ["hot", "recommend"], isHot: false, isNew: false },
  { id: "money-wheel", type: 6, name: "Money Wheel", categories: ["recommend", "top"], isHot: false, isNew: true },
  { id: "casino-holdem", type: 3, name: "Casino Hold'em", categories: ["recommend", "vip"], isHot: false, isNew: true },
  { id: "blackjack", type: 7, name: "Blackjack", categories: ["recommend", "vip"], isHot: false, isNew: true },
];

export interface DemoArea {
  id: string;
  name: string;
  startUTCHour: number;
  endUTCHour: number;
}

/** "Night pit" opens two hours after the seed's hour and closes four hours later, so it is closed right now. */
export function demoAreas(now: Date): DemoArea[] {
  const hour = now.getUTCHours();
  return [
    { id: "main-hall", name: "Main hall", startUTCHour: 0, endUTCHour: 0 },
    { id: "vip-lounge", name: "VIP lounge", startUTCHour: 0, endUTCHour: 0 },
    { id: "night-pit", name: "Night pit", startUTCHour: (hour + 2) % 24, endUTCHour: (hour + 6) % 24 },
  ];
}

export interface DemoTable {
  id: number;
  gameId: string;
  name: string;
  areaId: string;
  floor: Floor;
  minBet: bigint;
  maxBet: bigint;
  noCommission?: boolean;
}

const limits = (min: bigint, max: bigint) => ({ minBet: min * SUSD, maxBet: max * SUSD });

/** Table 1 stays the ground-floor roulette table of the main hall (end-to-end tests bet there). */
export const DEMO_TABLES: DemoTable[] = [
  { id: 1, gameId: "roulette", name: "Roulette", areaId: "main-hall", floor: Floor.GROUND, ...limits(1n, 1_000n) },
  { id: 2, gameId: "roulette", name: "Roulette Lounge", areaId: "main-hall", floor: Floor.FIRST, ...limits(5n, 5_000n) },
  { id: 3, gameId: "roulette", name: "Roulette Prestige", areaId: "vip-lounge", floor: Floor.THIRD_VIP, ...limits(100n, 100_000n) },
  { id: 4, gameId: "baccarat", name: "Baccarat", areaId: "main-hall", floor: Floor.GROUND, ...limits(1n, 1_000n) },
  { id: 5, gameId: "baccarat", name: "Baccarat No Commission", areaId: "main-hall", floor: Floor.FIRST, ...limits(5n, 5_000n), noCommission: true },
  { id: 6, gameId: "baccarat", name: "Baccarat Prestige", areaId: "vip-lounge", floor: Floor.THIRD_VIP, ...limits(100n, 100_000n) },
  { id: 7, gameId: "dragon-tiger", name: "Dragon Tiger", areaId: "main-hall", floor: Floor.GROUND, ...limits(1n, 1_000n) },
  { id: 8, gameId: "dragon-tiger", name: "Dragon Tiger Night", areaId: "night-pit", floor: Floor.SECOND, ...limits(2n, 2_000n) },
  { id: 9, gameId: "sic-bo", name: "Sic Bo", areaId: "main-hall", floor: Floor.GROUND, ...limits(1n, 1_000n) },
  { id: 10, gameId: "sic-bo", name: "Sic Bo Night", areaId: "night-pit", floor: Floor.SECOND, ...limits(2n, 2_000n) },
  { id: 11, gameId: "money-wheel", name: "Money Wheel", areaId: "main-hall", floor: Floor.GROUND, ...limits(1n, 1_000n) },
  { id: 12, gameId: "money-wheel", name: "Money Wheel Lounge", areaId: "main-hall", floor: Floor.FIRST, ...limits(5n, 5_000n) },
  { id: 13, gameId: "casino-holdem", name: "Casino Hold'em", areaId: "main-hall", floor: Floor.FIRST, ...limits(1n, 1_000n) },
  { id: 14, gameId: "blackjack", name: "Blackjack", areaId: "vip-lounge", floor: Floor.SECOND, ...limits(5n, 5_000n) },
];
