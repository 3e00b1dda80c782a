import { lazy, type ComponentType } from "react";
import { BaccaratBet, DragonTigerBet, GameType, MoneyWheelBet, SicBoBet, tableRoundPayouts, TOTAL_PAYS, type TableOutcome } from "@sunrise/games";
import { spotKey, type Spot } from "../logic/spot.js";
import { BaccaratBoard } from "./BaccaratBoard.js";
import { DragonTigerBoard } from "./DragonTigerBoard.js";
import { MoneyWheelBoard } from "./MoneyWheelBoard.js";
import { RouletteBoard } from "./RouletteBoard.js";
import { SicBoBoard } from "./SicBoBoard.js";
import { DOZENS, OUTSIDE, rouletteZones } from "./roulette-layout.js";
import type { BoardProps } from "./types.js";

// Hold'em and blackjack (their cards, hands and rules) load only at their tables.
const HoldemBoard = lazy(() => import("./holdem/HoldemBoard.js").then((m) => ({ default: m.HoldemBoard })));
const BlackjackBoard = lazy(() => import("./blackjack/BlackjackBoard.js").then((m) => ({ default: m.BlackjackBoard })));

/** One board per game; hold'em and blackjack add the cards dealt and the viewer's hands, and the shell mounts their decision bar. */
export const BOARDS: Partial<Record<number, ComponentType<BoardProps>>> = {
  [GameType.ROULETTE]: RouletteBoard,
  [GameType.BACCARAT]: BaccaratBoard,
  [GameType.POKER]: HoldemBoard,
  [GameType.SICBO]: SicBoBoard,
  [GameType.DRAGON_TIGER]: DragonTigerBoard,
  [GameType.MONEY_WHEEL]: MoneyWheelBoard,
  [GameType.BLACKJACK]: BlackjackBoard,
};

const none = (kind: number): Spot => ({ kind, numbers: [] });
const faces = [1, 2, 3, 4, 5, 6];
const SPOTS: Partial<Record<number, Spot[]>> = {
  [GameType.ROULETTE]: [...rouletteZones().map((z) => z.spot), ...DOZENS, ...OUTSIDE.map((o) => o.spot)],
  [GameType.BACCARAT]: [...Object.values(BaccaratBet).filter((k) => k !== BaccaratBet.EGALITE_BASE).map(none), ...Array.from({ length: 10 }, (_, k) => none(BaccaratBet.EGALITE_BASE + k))],
  [GameType.DRAGON_TIGER]: Object.values(DragonTigerBet).map(none),
  [GameType.MONEY_WHEEL]: Object.values(MoneyWheelBet).map(none),
  [GameType.SICBO]: [
    none(SicBoBet.BIG), none(SicBoBet.SMALL), none(SicBoBet.ANY_TRIPLE),
    ...faces.flatMap((n) => [SicBoBet.SPECIFIC_TRIPLE, SicBoBet.DOUBLE, SicBoBet.SINGLE].map((kind) => ({ kind, numbers: [n] }))),
    ...Object.keys(TOTAL_PAYS).map((t) => ({ kind: SicBoBet.TOTAL, numbers: [Number(t)] })),
    ...faces.flatMap((a) => faces.filter((b) => b > a).map((b) => ({ kind: SicBoBet.COMBINATION, numbers: [a, b] }))),
  ],
};

const UNIT = 1_000_000n;

/** The board's spots that the revealed result pays more than their stake, computed by the games engine. */
export function winningSpots(gameType: number, result: Record<string, unknown> | null | undefined, noCommission = false): Set<string> {
  const spots = SPOTS[gameType];
  if (!result || !spots) return new Set();
  try {
    const payouts = tableRoundPayouts(result as unknown as TableOutcome, spots.map((s) => ({ kind: s.kind, numbers: s.numbers, amount: UNIT })), { noCommission });
    return new Set(spots.filter((_, i) => payouts[i]! > UNIT).map(spotKey));
  } catch {
    return new Set();
  }
}
