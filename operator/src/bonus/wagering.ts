import { Bonus, TableBet, WalletPair, type EntityManager } from "@sunrise/db";

/** A bonus is released once the player has wagered this many times its amount on the tables. */
export const WAGER_MULTIPLIER = 10n;

export interface ClaimReady { txId: string; requirement: bigint }

/**
 * Accepted, unclaimed, unexpired bonuses whose player (through their paired game wallet) has
 * wagered at least the requirement since the deposit. Validators vote the requirement itself,
 * not the running total, so independent validators vote the same payload.
 */
export async function bonusesReadyToClaim(em: EntityManager, now = new Date()): Promise<ClaimReady[]> {
  const open = await em.find(Bonus, { claimable: false, claimTx: null, expiredAt: { $gt: now } });
  const ready: ClaimReady[] = [];
  for (const b of open) {
    const pair = await em.findOne(WalletPair, { ethAddress: b.address });
    if (!pair) continue;
    const bets = await em.find(TableBet, { player: pair.burnAddress, placedAt: { $gte: b.depositedAt }, refunded: false }, { fields: ["amount"] });
    const wagered = bets.reduce((s, x) => s + BigInt(x.amount), 0n);
    const requirement = BigInt(b.bonusAmount) * WAGER_MULTIPLIER;
    if (wagered >= requirement) ready.push({ txId: b.id, requirement });
  }
  return ready;
}
