import { Bonus, type EntityManager } from "@sunrise/db";
import type { Contract } from "ethers";
import type { BonusStateType, BonusType } from "./bonus.type.js";

export const BONUS_EXPIRY_WINDOW_MS = 7 * 24 * 3600 * 1000;

export type BonusStatus = "locked" | "claimable" | "swapped" | "expired";

export function statusOf(b: Bonus, now = Date.now()): BonusStatus {
  if (b.claimTx) return "swapped";
  if (b.expiredAt.getTime() <= now) return "expired";
  return b.claimable ? "claimable" : "locked";
}

export const toBonusType = (b: Bonus): BonusType => ({ ...b, claimTx: b.claimTx ?? null, totalBet: b.totalBet ?? null, status: statusOf(b) });

export interface BonusFilter {
  address: string;
  status?: BonusStatus | null;
  /** Only bonuses expiring no later than this (SPEC: up to 7 days ahead). */
  expiringBefore?: Date | null;
  claimedOnly?: boolean;
}

export class BonusService {
  async list(em: EntityManager, f: BonusFilter, limit = 100): Promise<BonusType[]> {
    const rows = await em.find(
      Bonus,
      {
        address: f.address.toLowerCase(),
        ...(f.expiringBefore ? { expiredAt: { $lte: f.expiringBefore } } : {}),
        ...(f.claimedOnly ? { claimTx: { $ne: null } } : {}),
      },
      { orderBy: { depositedAt: "desc" }, limit },
    );
    const all = rows.map(toBonusType);
    return f.status ? all.filter((b) => b.status === f.status) : all;
  }

  /** SPEC §4: a claimable bonus exists only if a deposit is unclaimed and its claim was accepted. */
  async hasClaimable(em: EntityManager, address: string): Promise<boolean> {
    return (await this.list(em, { address, status: "claimable" }, 1)).length > 0;
  }

  /**
   * SPEC bonus sync (once per session): compares the player's latest deposit on chain with what
   * is indexed, so the client knows whether its bonus view is current.
   */
  async sync(em: EntityManager, bonusManager: Contract | null, address: string): Promise<{ res: boolean; latestTxId: string | null; indexed: boolean }> {
    if (!bonusManager) return { res: true, latestTxId: null, indexed: true };
    const latest = (await bonusManager.getFunction("getLatestDepositing")(address)) as { txId: string };
    const zero = `0x${"0".repeat(64)}`;
    if (latest.txId === zero) return { res: true, latestTxId: null, indexed: true };
    const indexed = (await em.findOne(Bonus, { id: latest.txId })) !== null;
    return { res: indexed, latestTxId: latest.txId, indexed };
  }

  /** bSUSD: bonus still held for the player in the bonus program (locked or claimable, not swapped or expired). */
  async lockedOf(em: EntityManager, address: string): Promise<bigint> {
    const live = (await this.list(em, { address })).filter((b) => b.status === "locked" || b.status === "claimable");
    return live.reduce((s, b) => s + BigInt(b.bonusAmount), 0n);
  }

  async state(em: EntityManager, address: string): Promise<BonusStateType> {
    const rows = await em.find(Bonus, { address: address.toLowerCase() }, { orderBy: { depositedAt: "desc" } });
    const latest = rows[0];
    const zero = { id: address.toLowerCase(), initialBonusUSD: "0", estimateSwappableAmount: "0", claimableBonus: "0", expiringBonus: "0", totalBet: "0", depositAmount: "0", bonusAmount: "0" };
    // The betting state closes when its bonus is claimed (swapped): the state then reads zero.
    if (!latest || latest.claimTx) return zero;
    const now = Date.now();
    const sum = (pick: (b: Bonus) => boolean) => rows.filter(pick).reduce((s, b) => s + BigInt(b.bonusAmount), 0n).toString();
    const claimable = sum((b) => statusOf(b, now) === "claimable");
    return {
      ...zero,
      initialBonusUSD: latest.bonusAmount,
      estimateSwappableAmount: claimable,
      claimableBonus: claimable,
      expiringBonus: sum((b) => !b.claimTx && b.expiredAt.getTime() > now && b.expiredAt.getTime() <= now + BONUS_EXPIRY_WINDOW_MS),
      totalBet: latest.totalBet ?? "0",
      depositAmount: latest.depositAmount,
      bonusAmount: latest.bonusAmount,
    };
  }
}
