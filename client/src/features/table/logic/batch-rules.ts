import { HoldemBet } from "@sunrise/games";
import type { BetInput } from "./bet-slip.js";
import type { Refusal } from "./refusals.js";

/**
 * What a game's rules refuse in one placeBets batch as a whole, checked before sending: hold'em's
 * AA bonus goes with an ante in the same batch (the rules contract refuses it alone).
 */
export function batchRefusal(bets: readonly BetInput[]): Refusal | null {
  const has = (kind: number) => bets.some((b) => b.kind === kind);
  return has(HoldemBet.AA_BONUS) && !has(HoldemBet.ANTE) ? "bonusNeedsAnte" : null;
}
