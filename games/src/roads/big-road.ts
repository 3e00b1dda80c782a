import { placeColumns, ROWS, type Cell } from "./placement.js";

/** "B" banker / dragon (red), "P" player / tiger (blue), "T" tie. */
export type Result = "B" | "P" | "T";

/** One hand as the roads show it: the result and the marks drawn on its cell. */
export interface RoadHand { result: Result; playerPair?: boolean; bankerPair?: boolean; natural?: boolean }
/** A bare result is a hand without marks. */
export type RoadInput = Result | RoadHand;

export interface HandMarks { playerPair: boolean; bankerPair: boolean; natural: boolean }
export type BeadCell = Cell<Result> & HandMarks;
export interface BigRoadEntry extends HandMarks { value: "B" | "P"; ties: number }

export function handOf(input: RoadInput): Required<RoadHand> {
  const h = typeof input === "string" ? { result: input } : input;
  return { result: h.result, playerPair: h.playerPair ?? false, bankerPair: h.bankerPair ?? false, natural: h.natural ?? false };
}

/** Bead road: every hand in order, down then across, with its pair and natural marks. */
export function beadRoad(hands: readonly RoadInput[], rows = ROWS): BeadCell[] {
  return hands.map((input, i) => {
    const { result, ...marks } = handOf(input);
    return { col: Math.floor(i / rows), row: i % rows, value: result, ...marks };
  });
}

/** Ties before the first player or banker result (all of them while there is none yet). */
export function leadingTies(hands: readonly RoadInput[]): number {
  const first = hands.findIndex((h) => handOf(h).result !== "T");
  return first === -1 ? hands.length : first;
}

/**
 * Logical columns of the big road: a new column whenever the winner changes. Ties count on the
 * entry before them, and ties before the first result on the first entry. A tie's pair marks are
 * shown by the bead road only: a big road entry's marks belong to the hand it records.
 */
export function bigRoadColumns(hands: readonly RoadInput[]): BigRoadEntry[][] {
  const cols: BigRoadEntry[][] = [];
  let pendingTies = leadingTies(hands);
  for (const input of hands.slice(pendingTies)) {
    const { result, ...marks } = handOf(input);
    const last = cols.at(-1);
    if (result === "T") {
      last!.at(-1)!.ties++;
      continue;
    }
    const entry: BigRoadEntry = { value: result, ties: pendingTies, ...marks };
    pendingTies = 0;
    if (last && last[0]!.value === result) last.push(entry);
    else cols.push([entry]);
  }
  return cols;
}

export const bigRoad = (hands: readonly RoadInput[]) => placeColumns(bigRoadColumns(hands));
