import { baccaratValue, rankOf, type Card } from "../cards/cards.js";
import { betKindId, GameType } from "./bet-kinds.js";
import { returnOf, type BetKindInfo, type CardSource, type GameModule } from "./types.js";
import { hasNumbers, invalid, validateKindOnly } from "./validation.js";

export const BaccaratBet = {
  PLAYER: betKindId(GameType.BACCARAT, 1),
  BANKER: betKindId(GameType.BACCARAT, 2),
  TIE: betKindId(GameType.BACCARAT, 3),
  PLAYER_PAIR: betKindId(GameType.BACCARAT, 4),
  BANKER_PAIR: betKindId(GameType.BACCARAT, 5),
  PERFECT_PAIR: betKindId(GameType.BACCARAT, 6),
  SUPER_6: betKindId(GameType.BACCARAT, 7),
  /** Egalité k: 2100 + k for a tie on total k (0–9). */
  EGALITE_BASE: betKindId(GameType.BACCARAT, 100),
} as const;

/** Egalité pay table (winnings per unit), by tied total 0–9. */
export const EGALITE_PAYS = [150, 215, 225, 200, 120, 110, 45, 45, 80, 80] as const;
export const TIE_PAYS = 8;
export const PAIR_PAYS = 11;
export const PERFECT_PAIR_PAYS = 25;
export const SUPER_6_PAYS = 12;

export interface BaccaratOutcome {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: "player" | "banker" | "tie";
}

const total = (cards: readonly Card[]) => cards.reduce((s, c) => s + baccaratValue(c), 0) % 10;

/** Punto banco tableau: naturals stand; player draws on 0–5; banker by its total and the player's third card. */
export function bankerDraws(bankerTotal: number, playerThird: Card | undefined): boolean {
  if (playerThird === undefined) return bankerTotal <= 5;
  const v = baccaratValue(playerThird);
  switch (bankerTotal) {
    case 0: case 1: case 2: return true;
    case 3: return v !== 8;
    case 4: return v >= 2 && v <= 7;
    case 5: return v >= 4 && v <= 7;
    case 6: return v === 6 || v === 7;
    default: return false;
  }
}

export function dealBaccarat(source: CardSource): BaccaratOutcome {
  const player = [source.draw()];
  const banker = [source.draw()];
  player.push(source.draw());
  banker.push(source.draw());
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let third: Card | undefined;
    if (total(player) <= 5) {
      third = source.draw();
      player.push(third);
    }
    if (bankerDraws(total(banker), third)) banker.push(source.draw());
  }
  const p = total(player);
  const b = total(banker);
  return { player, banker, playerTotal: p, bankerTotal: b, winner: p > b ? "player" : b > p ? "banker" : "tie" };
}

const isPair = (cards: readonly Card[]) => rankOf(cards[0]!) === rankOf(cards[1]!);
// Same rank and suit: with card codes 0–51 that is the same code (from different decks).
const isPerfectPair = (cards: readonly Card[]) => cards[0] === cards[1];

/**
 * Baccarat in two modes: with commission the banker bet pays 0.95:1; without commission it pays
 * 1:1 except a banker win on 6, which pays 1:2 (and the Super 6 side bet pays on it).
 */
export function baccarat(mode: { commission: boolean }): GameModule<BaccaratOutcome, CardSource> {
  const kinds: BetKindInfo[] = [
    { id: BaccaratBet.PLAYER, name: "player", pays: "1:1", maxReturnX100: 200 },
    { id: BaccaratBet.BANKER, name: "banker", pays: mode.commission ? "19:20" : "1:1", maxReturnX100: mode.commission ? 195 : 200 },
    { id: BaccaratBet.TIE, name: "tie", pays: "8:1", maxReturnX100: 900 },
    { id: BaccaratBet.PLAYER_PAIR, name: "player pair", pays: "11:1", maxReturnX100: 1200 },
    { id: BaccaratBet.BANKER_PAIR, name: "banker pair", pays: "11:1", maxReturnX100: 1200 },
    { id: BaccaratBet.PERFECT_PAIR, name: "perfect pair", pays: "25:1", maxReturnX100: 2600 },
    { id: BaccaratBet.SUPER_6, name: "super 6", pays: "12:1", maxReturnX100: 1300 },
    ...EGALITE_PAYS.map((p, k) => ({ id: BaccaratBet.EGALITE_BASE + k, name: `egalite ${k}`, pays: `${p}:1`, maxReturnX100: (p + 1) * 100 })),
  ];
  return {
    gameType: GameType.BACCARAT,
    name: mode.commission ? "baccarat" : "baccarat (no commission)",
    betKinds: kinds,
    validateBet(bet, limits) {
      const checked = validateKindOnly(bet, kinds, "baccarat", limits);
      if (checked.ok && bet.kind === BaccaratBet.SUPER_6 && mode.commission) return invalid("not-offered", "super 6 is offered only without commission");
      return checked;
    },
    deal: dealBaccarat,
    payout(bet, o) {
      if (hasNumbers(bet)) return 0n; // these bets name no numbers: a malformed bet pays nothing
      const a = bet.amount;
      switch (bet.kind) {
        case BaccaratBet.PLAYER:
          return o.winner === "player" ? returnOf(a, 1) : o.winner === "tie" ? a : 0n;
        case BaccaratBet.BANKER:
          if (o.winner === "tie") return a;
          if (o.winner !== "banker") return 0n;
          if (mode.commission) return returnOf(a, 19, 20);
          return o.bankerTotal === 6 ? returnOf(a, 1, 2) : returnOf(a, 1);
        case BaccaratBet.TIE:
          return o.winner === "tie" ? returnOf(a, TIE_PAYS) : 0n;
        case BaccaratBet.PLAYER_PAIR:
          return isPair(o.player) ? returnOf(a, PAIR_PAYS) : 0n;
        case BaccaratBet.BANKER_PAIR:
          return isPair(o.banker) ? returnOf(a, PAIR_PAYS) : 0n;
        case BaccaratBet.PERFECT_PAIR:
          return isPerfectPair(o.player) || isPerfectPair(o.banker) ? returnOf(a, PERFECT_PAIR_PAYS) : 0n;
        case BaccaratBet.SUPER_6:
          // Offered only without commission; a super 6 bet at a commission table pays nothing.
          return !mode.commission && o.winner === "banker" && o.bankerTotal === 6 ? returnOf(a, SUPER_6_PAYS) : 0n;
        default: {
          const k = bet.kind - BaccaratBet.EGALITE_BASE;
          return k >= 0 && k <= 9 && o.winner === "tie" && o.playerTotal === k ? returnOf(a, EGALITE_PAYS[k]!) : 0n;
        }
      }
    },
  };
}
