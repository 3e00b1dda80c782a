/**
 * Bet kind ids: gameType × 1000 + kind, so the id alone names the game and the bet
 * (e.g. 1001 roulette straight, 2100–2109 baccarat egalité 0–9, 4004 sic bo specific triple).
 * The numbers a bet names travel beside the id, never inside it. Ids are stable: never reuse one.
 */
export const GameType = { ROULETTE: 1, BACCARAT: 2, POKER: 3, SICBO: 4, DRAGON_TIGER: 5, MONEY_WHEEL: 6, BLACKJACK: 7 } as const;
export type GameType = (typeof GameType)[keyof typeof GameType];

export const betKindId = (gameType: number, kind: number) => gameType * 1000 + kind;
export const gameOfKind = (id: number) => Math.floor(id / 1000);
