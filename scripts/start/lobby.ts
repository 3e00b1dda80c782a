// The demo lobby `npm start` seeds: every game, three areas, several tables per game across the floors.
import { Floor, type GameCategory } from "@sunrise/db";

const SUSD = 1_000_000n;

export interface DemoGame {
  id: string;
  type: number;
  name: string;
  nameJa: string;
  categories: GameCategory[];
  isHot: boolean;
  isNew: boolean;
}

/** All seven games, in lobby order; every lobby category holds some of them. */
export const DEMO_GAMES: DemoGame[] = [
  { id: "roulette", type: 1, name: "Roulette", nameJa: "ルーレット", categories: ["feature", "hot", "top"], isHot: true, isNew: false },
  { id: "baccarat", type: 2, name: "Baccarat", nameJa: "バカラ", categories: ["feature", "vip", "top"], isHot: true, isNew: false },
  { id: "dragon-tiger", type: 5, name: "Dragon Tiger", nameJa: "ドラゴンタイガー", categories: ["feature", "hot"], isHot: false, isNew: false },
  { id: "sic-bo", type: 4, name: "Sic Bo", nameJa: "シックボー", categories: ["hot", "recommend"], isHot: false, isNew: false },
  { id: "money-wheel", type: 6, name: "Money Wheel", nameJa: "マネーホイール", categories: ["recommend", "top"], isHot: false, isNew: true },
  { id: "casino-holdem", type: 3, name: "Casino Hold'em", nameJa: "カジノホールデム", categories: ["recommend", "vip"], isHot: false, isNew: true },
  { id: "blackjack", type: 7, name: "Blackjack", nameJa: "ブラックジャック", categories: ["recommend", "vip"], isHot: false, isNew: true },
];

export interface DemoArea {
  id: string;
  name: string;
  nameJa: string;
  startUTCHour: number;
  endUTCHour: number;
}

/** "Night pit" opens two hours after the seed's hour and closes four hours later, so it is closed right now. */
export function demoAreas(now: Date): DemoArea[] {
  const hour = now.getUTCHours();
  return [
    { id: "main-hall", name: "Main hall", nameJa: "メインホール", startUTCHour: 0, endUTCHour: 0 },
    { id: "vip-lounge", name: "VIP lounge", nameJa: "VIPラウンジ", startUTCHour: 0, endUTCHour: 0 },
    { id: "night-pit", name: "Night pit", nameJa: "ナイトピット", startUTCHour: (hour + 2) % 24, endUTCHour: (hour + 6) % 24 },
  ];
}

export interface DemoTable {
  id: number;
  gameId: string;
  name: string;
  nameJa: string;
  areaId: string;
  floor: Floor;
  minBet: bigint;
  maxBet: bigint;
  noCommission?: boolean;
}

const limits = (min: bigint, max: bigint) => ({ minBet: min * SUSD, maxBet: max * SUSD });

/** Table 1 stays the ground-floor roulette table of the main hall (end-to-end tests bet there). */
export const DEMO_TABLES: DemoTable[] = [
  { id: 1, gameId: "roulette", name: "Roulette", nameJa: "ルーレット", areaId: "main-hall", floor: Floor.GROUND, ...limits(1n, 1_000n) },
  { id: 2, gameId: "roulette", name: "Roulette Lounge", nameJa: "ルーレット・ラウンジ", areaId: "main-hall", floor: Floor.FIRST, ...limits(5n, 5_000n) },
  { id: 3, gameId: "roulette", name: "Roulette Prestige", nameJa: "ルーレット・プレステージ", areaId: "vip-lounge", floor: Floor.THIRD_VIP, ...limits(100n, 100_000n) },
  { id: 4, gameId: "baccarat", name: "Baccarat", nameJa: "バカラ", areaId: "main-hall", floor: Floor.GROUND, ...limits(1n, 1_000n) },
  { id: 5, gameId: "baccarat", name: "Baccarat No Commission", nameJa: "バカラ・ノーコミッション", areaId: "main-hall", floor: Floor.FIRST, ...limits(5n, 5_000n), noCommission: true },
  { id: 6, gameId: "baccarat", name: "Baccarat Prestige", nameJa: "バカラ・プレステージ", areaId: "vip-lounge", floor: Floor.THIRD_VIP, ...limits(100n, 100_000n) },
  { id: 7, gameId: "dragon-tiger", name: "Dragon Tiger", nameJa: "ドラゴンタイガー", areaId: "main-hall", floor: Floor.GROUND, ...limits(1n, 1_000n) },
  { id: 8, gameId: "dragon-tiger", name: "Dragon Tiger Night", nameJa: "ドラゴンタイガー・ナイト", areaId: "night-pit", floor: Floor.SECOND, ...limits(2n, 2_000n) },
  { id: 9, gameId: "sic-bo", name: "Sic Bo", nameJa: "シックボー", areaId: "main-hall", floor: Floor.GROUND, ...limits(1n, 1_000n) },
  { id: 10, gameId: "sic-bo", name: "Sic Bo Night", nameJa: "シックボー・ナイト", areaId: "night-pit", floor: Floor.SECOND, ...limits(2n, 2_000n) },
  { id: 11, gameId: "money-wheel", name: "Money Wheel", nameJa: "マネーホイール", areaId: "main-hall", floor: Floor.GROUND, ...limits(1n, 1_000n) },
  { id: 12, gameId: "money-wheel", name: "Money Wheel Lounge", nameJa: "マネーホイール・ラウンジ", areaId: "main-hall", floor: Floor.FIRST, ...limits(5n, 5_000n) },
  { id: 13, gameId: "casino-holdem", name: "Casino Hold'em", nameJa: "カジノホールデム", areaId: "main-hall", floor: Floor.FIRST, ...limits(1n, 1_000n) },
  { id: 14, gameId: "blackjack", name: "Blackjack", nameJa: "ブラックジャック", areaId: "vip-lounge", floor: Floor.SECOND, ...limits(5n, 5_000n) },
];
