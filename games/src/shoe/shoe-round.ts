import type { Card } from "../cards/cards.js";
import { dealBaccarat } from "../games/baccarat.js";
import { GameType } from "../games/bet-kinds.js";
import { dragonTiger } from "../games/dragon-tiger.js";
import type { CardSource } from "../games/types.js";
import { tableVariant, type TableOutcome } from "../table-round.js";

/** Thrown when a round needs more cards than there are. */
export class NotEnoughCards extends RangeError {}

class CardsFrom implements CardSource {
  constructor(private readonly cards: readonly Card[], public position: number) {}
  draw(): Card {
    const card = this.cards[this.position];
    if (card === undefined) throw new NotEnoughCards(`no card at position ${this.position}`);
    this.position++;
    return card;
  }
}

function deal(gameType: number, source: CardSource): TableOutcome {
  switch (gameType) {
    case GameType.BACCARAT: return { game: "baccarat", ...dealBaccarat(source) };
    case GameType.DRAGON_TIGER: return { game: "dragon tiger", ...dragonTiger.deal(source) };
    default: throw new RangeError(`game type ${gameType} does not deal from a shoe`);
  }
}

export interface ShoeRound {
  outcome: TableOutcome;
  /** The cards the round took, in draw order (baccarat P1 B1 P2 B2 [P3] [B3]; dragon, tiger). */
  cards: Card[];
  /** Where the next round starts. */
  nextPosition: number;
}

/**
 * One round dealt from the shoe at `position`: the game's drawing rule takes exactly the cards it
 * needs, in order. The table's variant changes payouts, not the deal; an unknown one is refused.
 */
export function dealShoeRound(gameType: number, cards: readonly Card[], position: number, variant = 0): ShoeRound {
  tableVariant(gameType, variant);
  const source = new CardsFrom(cards, position);
  const outcome = deal(gameType, source);
  return { outcome, cards: cards.slice(position, source.position), nextPosition: source.position };
}

/** The outcome of a round from exactly the cards it took; too few or too many is a RangeError. */
export function outcomeFromCards(gameType: number, cards: readonly Card[], variant = 0): TableOutcome {
  const round = dealShoeRound(gameType, cards, 0, variant);
  if (round.nextPosition !== cards.length) throw new RangeError(`the round takes ${round.nextPosition} cards, got ${cards.length}`);
  return round.outcome;
}
