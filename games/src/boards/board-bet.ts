/** One box of a betting board: the bet it places (kind id and the numbers it names) and what it pays. */
export interface BoardBet {
  kind: number;
  numbers: number[];
  /** English name from the games engine (the client translates by kind). */
  name: string;
  /** Winnings per unit as "num:den". */
  pays: string;
}
