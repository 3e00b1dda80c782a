import { StakingClaim, StakingPool, StakingRound, type EntityManager } from "@sunrise/db";
import { badInput } from "../../errors.js";
import type { StakingClaimPageType, StakingClaimType, StakingPoolType, StakingRoundType } from "./staking.type.js";

export const CLAIM_PAGE_SIZE = 10;
export const stakingTypeName = (t: number) => (t === 1 ? "staking/ETH pool" : "staking");

export const toClaim = (c: StakingClaim): StakingClaimType => ({
  id: c.id, timestamp: c.timestamp, transactionHash: c.transactionHash, amount: c.amount, stakingType: stakingTypeName(c.stakingType), user: c.user,
});

export class StakingService {
  /** SPEC §5: claim history needs an account and a contract. */
  async claimHistory(em: EntityManager, q: { account?: string | null; contract?: string | null; page?: number; pageSize?: number }): Promise<StakingClaimPageType> {
    if (!q.account) throw badInput("Missing account parameter value");
    if (!q.contract) throw badInput("Missing contract parameter value");
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? CLAIM_PAGE_SIZE;
    if (page < 1 || pageSize < 1 || pageSize > 100) throw badInput("page must be ≥ 1 and pageSize between 1 and 100");
    const where = { user: q.account.toLowerCase(), contract: q.contract.toLowerCase() };
    const [rows, total] = await em.findAndCount(StakingClaim, where, { orderBy: { timestamp: "desc", id: "asc" }, limit: pageSize, offset: (page - 1) * pageSize });
    return { items: rows.map(toClaim), total, page, pageSize };
  }

  async rounds(em: EntityManager, limit: number): Promise<StakingRoundType[]> {
    const rows = await em.find(StakingRound, {}, { orderBy: { id: "desc" }, limit });
    return rows.map((r) => ({ ...r, id: String(r.id), blockEndedAt: r.blockEndedAt ?? null, endedAt: r.endedAt ?? null, totalReward: r.totalReward ?? null }));
  }

  async pools(em: EntityManager): Promise<StakingPoolType[]> {
    const rows = await em.find(StakingPool, {}, { orderBy: { address: "asc" } });
    return rows.map((p) => ({ id: p.address, address: p.address, weight: p.weight, stakingType: stakingTypeName(p.stakingType) }));
  }
}
