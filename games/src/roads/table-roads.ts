import { rankOf } from "../cards/cards.js";
import type { BaccaratOutcome } from "../games/baccarat.js";
import type { DragonTigerOutcome } from "../games/dragon-tiger.js";
import { beadRoad, bigRoad, leadingTies, type BeadCell, type BigRoadEntry, type RoadHand, type RoadInput } from "./big-road.js";
import { askRoad, bigEyeRoad, cockroachRoad, smallRoad, type AskRoad, type Mark } from "./derived.js";
import type { Cell } from "./placement.js";

/** A baccarat hand on the roads: its winner, pairs in the first two cards, and a natural 8 or 9. */
export function baccaratRoadHand(o: BaccaratOutcome): RoadHand {
  const pair = (cards: readonly number[]) => rankOf(cards[0]!) === rankOf(cards[1]!);
  const natural = o.player.length === 2 && o.banker.length === 2 && Math.max(o.playerTotal, o.bankerTotal) >= 8;
  return { result: o.winner === "banker" ? "B" : o.winner === "player" ? "P" : "T", playerPair: pair(o.player), bankerPair: pair(o.banker), natural };
}

/** Dragon tiger on the roads: dragon red ("B"), tiger blue ("P"). */
export const dragonTigerRoadHand = (o: DragonTigerOutcome): RoadHand => ({ result: o.winner === "dragon" ? "B" : o.winner === "tiger" ? "P" : "T" });

/** A settled round's result as the indexer stores it (`{ game, ...outcome }`), on the roads; null for other games. */
export function roadHandOf(result: { game: string } & object): RoadHand | null {
  if (result.game === "baccarat") return baccaratRoadHand(result as unknown as BaccaratOutcome);
  if (result.game === "dragon tiger") return dragonTigerRoadHand(result as unknown as DragonTigerOutcome);
  return null;
}

export interface TableRoads {
  beadRoad: BeadCell[];
  bigRoad: Cell<BigRoadEntry>[];
  bigEyeBoy: Cell<Mark>[];
  smallRoad: Cell<Mark>[];
  cockroachPig: Cell<Mark>[];
  /** Ties before the first player or banker result; also counted on the first big road cell. */
  leadingTies: number;
  /** What each derived road would add after a banker (dragon) or a player (tiger) result. */
  ask: { B: AskRoad; P: AskRoad };
}

/** The five roads of SPEC §3 and the ask roads, oldest hand first. */
export function tableRoads(hands: readonly RoadInput[]): TableRoads {
  return {
    beadRoad: beadRoad(hands),
    bigRoad: bigRoad(hands),
    bigEyeBoy: bigEyeRoad(hands),
    smallRoad: smallRoad(hands),
    cockroachPig: cockroachRoad(hands),
    leadingTies: leadingTies(hands),
    ask: { B: askRoad(hands, "B"), P: askRoad(hands, "P") },
  };
}
