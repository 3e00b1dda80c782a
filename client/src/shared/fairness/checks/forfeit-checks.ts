import { baccarat, dragonTiger, GameType, moneyWheel, roulette, sicBo, type BetKindInfo } from "@sunrise/games";
import type { BetRecord } from "../round-record.js";
import { check, type FairnessCheck } from "./check.js";

const KINDS: Record<number, (noCommission: boolean) => readonly BetKindInfo[]> = {
  [GameType.ROULETTE]: () => roulette.betKinds,
  [GameType.BACCARAT]: (noCommission) => baccarat({ commission: !noCommission }).betKinds,
  [GameType.SICBO]: () => sicBo.betKinds,
  [GameType.DRAGON_TIGER]: () => dragonTiger.betKinds,
  [GameType.MONEY_WHEEL]: () => moneyWheel.betKinds,
};

/** The most a bet can return under the table's rules (stake included), the sum the table reserved for it when it was placed. */
export function worstCaseReturn(gameType: number, bet: Pick<BetRecord, "kind" | "amount">, noCommission = false): bigint | null {
  const kind = KINDS[gameType]?.(noCommission).find((k) => k.id === bet.kind);
  return kind ? (BigInt(bet.amount) * BigInt(kind.maxReturnX100)) / 100n : null;
}

/** A bet's worst case; hold'em and blackjack add what the bet's decisions escrowed. */
export type WorstCase = (bet: BetRecord, index: number) => bigint | null;

export interface ForfeitedBet {
  bet: BetRecord;
  worstCase: bigint | null;
  paid: bigint | null;
}

/**
 * A forfeited round: the dealer let the settle deadline pass, so the contract owes every bet its
 * worst case for the house. Each bet's payment is checked against that sum.
 */
export function forfeitChecks(gameType: number, bets: readonly BetRecord[], noCommission = false, worstCase: WorstCase = (bet) => worstCaseReturn(gameType, bet, noCommission)): { bets: ForfeitedBet[]; checks: FairnessCheck[] } {
  const rows = bets.map((bet, i): ForfeitedBet => ({ bet, worstCase: worstCase(bet, i), paid: bet.payout == null ? null : BigInt(bet.payout) }));
  const checks = rows.map((row, i) => check(`forfeit-${i}`, "verify.forfeit.bet", row.paid !== null && row.worstCase !== null && row.paid === row.worstCase, { n: i + 1 }));
  return { bets: rows, checks };
}
