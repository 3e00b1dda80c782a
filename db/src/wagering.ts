import type { EntityManager } from "@mikro-orm/postgresql";
import { TableBet, WalletPair, type Bonus } from "./entities/index.js";

/** A bonus is released once the player has wagered this many times its amount on the tables. */
export const WAGER_MULTIPLIER = 10n;

/** What the player's paired game wallet has staked on the tables since a bonus's deposit (refunds left out). */
export async function wageredSince(em: EntityManager, bonus: Pick<Bonus, "address" | "depositedAt">): Promise<bigint> {
  const pair = await em.findOne(WalletPair, { ethAddress: bonus.address });
  if (!pair) return 0n;
  const bets = await em.find(TableBet, { player: pair.burnAddress, placedAt: { $gte: bonus.depositedAt }, refunded: false }, { fields: ["amount"] });
  return bets.reduce((s, b) => s + BigInt(b.amount), 0n);
}

export const wagerRequirement = (bonus: Pick<Bonus, "bonusAmount">) => BigInt(bonus.bonusAmount) * WAGER_MULTIPLIER;
