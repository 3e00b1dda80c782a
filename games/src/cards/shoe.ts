import { FairRng } from "../rng/fair-rng.js";
import { freshCards, valueOf, type Card } from "./cards.js";

export const SHOE_DECKS = 8;
/** The cut card sits this many cards (plus 0–15 more, drawn) before the end; past it the shoe is replaced. */
export const CUT_CARD_FROM_END = 60;

/**
 * An 8-deck shoe shuffled once from its own seeds (`roundId` = the shoe id). Rounds deal from the
 * current position, so a round is verified from the shoe's seeds and the position it started at.
 */
export class Shoe {
  readonly cards: readonly Card[];
  readonly cutIndex: number;
  /** Burn: the first card is shown and as many cards as its value (faces 10) are discarded. */
  readonly burned: readonly Card[];
  position: number;

  constructor(serverSeed: string, clientSeed: string, shoeId: string | number, decks = SHOE_DECKS) {
    const rng = new FairRng(serverSeed, clientSeed, `shoe:${shoeId}`);
    this.cards = rng.shuffle(freshCards(decks));
    this.cutIndex = this.cards.length - CUT_CARD_FROM_END - rng.int(16);
    const first = this.cards[0]!;
    const burnCount = 1 + valueOf(first);
    this.burned = this.cards.slice(0, burnCount);
    this.position = burnCount;
  }

  /** True once the cut card has come out: finish the round in play, then use a new shoe. */
  get needsReshuffle(): boolean {
    return this.position >= this.cutIndex;
  }

  draw(): Card {
    const c = this.cards[this.position];
    if (c === undefined) throw new Error("shoe exhausted");
    this.position++;
    return c;
  }

  /** A view of the shoe from `position`, for replaying one round. */
  static at(shoe: Shoe, position: number): Shoe {
    const copy = Object.create(Shoe.prototype) as Shoe;
    Object.assign(copy, shoe, { position });
    return copy;
  }
}
