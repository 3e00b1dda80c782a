import { GameType } from "../games/bet-kinds.js";
import { moneyWheel } from "../games/money-wheel.js";
import { roulette } from "../games/roulette.js";
import { sicBo } from "../games/sicbo.js";
import type { IntSource } from "../games/types.js";
import { outcomeFromCards } from "../shoe/shoe-round.js";
import { decisionOutcome } from "../deck/decision-round.js";
import { tableVariant, type TableOutcome } from "../table-round.js";

/**
 * A round's outcome as the table contract stores and emits it (`uint8[]`): roulette `[pocket]`,
 * sic bo the three dice, the money wheel every segment index spun (respins included), baccarat
 * and dragon tiger the card codes in draw order, casino hold'em and blackjack the round deck's first
 * cards (hold'em positions 0–8, blackjack 0 … 40 + extra cards − 1).
 */
export function encodeOutcome(outcome: TableOutcome): number[] {
  switch (outcome.game) {
    case "roulette": return [outcome.number];
    case "sic bo": return [...outcome.dice];
    case "money wheel": return [...outcome.spins];
    case "baccarat": {
      const [p1, p2, p3] = outcome.player;
      const [b1, b2, b3] = outcome.banker;
      return [p1!, b1!, p2!, b2!, ...(p3 === undefined ? [] : [p3]), ...(b3 === undefined ? [] : [b3])];
    }
    case "dragon tiger": return [outcome.dragon, outcome.tiger];
    case "casino hold'em": return [...outcome.player, ...outcome.dealer, ...outcome.board];
    case "blackjack": return [...outcome.cards];
  }
}

/** Replays recorded draws: draw i must be below its range, and every recorded draw must be used. */
class RecordedDraws implements IntSource {
  private next = 0;
  constructor(private readonly draws: readonly number[]) {}
  int(n: number): number {
    const x = this.draws[this.next++];
    if (x === undefined) throw new RangeError("the outcome has too few draws");
    if (!Number.isInteger(x) || x < 0 || x >= n) throw new RangeError(`draw ${x} is outside [0, ${n})`);
    return x;
  }
  done<T>(value: T): T {
    if (this.next !== this.draws.length) throw new RangeError(`the outcome has ${this.draws.length - this.next} draws too many`);
    return value;
  }
}

/**
 * The outcome the games engine deals for these codes: equal to `dealTableRound`'s (stream games)
 * or `dealShoeRound`'s (shoe games) for the same round. Codes no deal could give are a RangeError.
 */
export function decodeOutcome(gameType: number, codes: readonly number[], variant = 0): TableOutcome {
  tableVariant(gameType, variant);
  switch (gameType) {
    case GameType.ROULETTE: {
      const draws = new RecordedDraws(codes);
      return draws.done({ game: "roulette", ...roulette.deal(draws) });
    }
    case GameType.SICBO: {
      const draws = new RecordedDraws(codes.map((d) => d - 1));
      return draws.done({ game: "sic bo", ...sicBo.deal(draws) });
    }
    case GameType.MONEY_WHEEL: {
      const draws = new RecordedDraws(codes);
      return draws.done({ game: "money wheel", ...moneyWheel.deal(draws) });
    }
    case GameType.BACCARAT:
    case GameType.DRAGON_TIGER:
      for (const c of codes) if (!Number.isInteger(c) || c < 0 || c > 51) throw new RangeError(`a card code is 0–51, got ${c}`);
      return outcomeFromCards(gameType, codes, variant);
    case GameType.POKER:
    case GameType.BLACKJACK:
      return decisionOutcome(gameType, codes);
    default:
      throw new RangeError(`game type ${gameType} has no on-chain outcome`);
  }
}
