import { Bonus, wageredSince, wagerRequirement, type EntityManager } from "@sunrise/db";

export { WAGER_MULTIPLIER } from "@sunrise/db";

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
    const requirement = wagerRequirement(b);
    if ((await wageredSince(em, b)) >= requirement) ready.push({ txId: b.id, requirement });
  }
  return ready;
}
