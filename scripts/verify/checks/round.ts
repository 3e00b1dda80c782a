import { GameType } from "@sunrise/games";
import { checkForfeit, checkPayouts, checkRefund } from "./payouts.js";
import { check, section, type RoundRecord, type Section, type TableFacts } from "./records.js";
import { checkShoeRound } from "./shoe-cards.js";
import { checkStreamRound } from "./stream-seeds.js";

const GAME_NAMES: Record<number, string> = { [GameType.ROULETTE]: "roulette", [GameType.BACCARAT]: "baccarat", [GameType.SICBO]: "sic bo", [GameType.DRAGON_TIGER]: "dragon tiger", [GameType.MONEY_WHEEL]: "money wheel", [GameType.POKER]: "casino hold'em", [GameType.BLACKJACK]: "blackjack" };

export const gameName = (table: TableFacts) => `${GAME_NAMES[table.gameType] ?? `game ${table.gameType}`}${table.gameType === GameType.BACCARAT && table.variant === 1 ? " (no commission)" : ""}`;

/** Every check of one round, from what the chain recorded. */
export function checkRound(table: TableFacts, r: RoundRecord): Section[] {
  const head = section(`Round ${r.roundId} of table ${table.tableId} (${gameName(table)}, ${table.address})`, [], [`state: ${r.state}, ${r.bets.length} bet${r.bets.length === 1 ? "" : "s"}`]);
  switch (r.state) {
    case "none":
      return [{ ...head, checks: [check("the round exists", false, "no such round on this table")] }];
    case "open":
    case "closed":
      return [{ ...head, checks: [check("the round is settled", false, `it is still ${r.state}: check it once it is settled`)] }];
    case "refunded":
      return [head, checkRefund(r)];
    case "forfeited":
      return [head, checkForfeit(table, r)];
  }
  if (!r.revealed) return [{ ...head, checks: [check("the round's outcome was revealed on chain", false, "no RoundRevealed event")] }];
  const revealed = { ...r, revealed: r.revealed };
  const { sections, outcome } = table.usesShoe ? checkShoeRound(table, revealed) : checkStreamRound(table, revealed);
  return [head, ...sections, outcome ? checkPayouts(table, r, outcome) : section("Payouts", [check("an outcome to pay from", false, "the outcome could not be re-derived")])];
}
