import { houseNet, roundReward, roundWindowStart, StakingPool, StakingRound, StakingRoundFigures, StakingSchedule, type EntityManager } from "@sunrise/db";
import type { Contract } from "ethers";
import type { ChainService } from "../chain/chain.service.js";
import { aprBps, poolShare } from "./apr.js";
import { stakingTypeName } from "./staking.service.js";
import type { MyStakingType, StakingProgramType, StakingRoundFiguresType, StakingRoundViewType, StakingScheduleType } from "./staking-program.type.js";

/** Ended rounds the APR is computed from. */
export const APR_ROUNDS = 7;

const seconds = (from: Date, to: Date) => BigInt(Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000)));

/** The /reward page: pools, the round in progress with its running figures, APRs, and a player's position read from the contract. */
export class StakingProgramService {
  constructor(private readonly chain: ChainService) {}

  async schedule(em: EntityManager): Promise<StakingScheduleType | null> {
    const s = await em.findOne(StakingSchedule, { id: 1 });
    return s ? { roundSeconds: s.roundSeconds, revenueShareBps: s.revenueShareBps, paused: s.paused } : null;
  }

  async rounds(em: EntityManager, limit: number): Promise<StakingRoundViewType[]> {
    const [rounds, schedule] = await Promise.all([em.find(StakingRound, {}, { orderBy: { id: "desc" }, limit }), this.schedule(em)]);
    const figures = await em.find(StakingRoundFigures, { roundId: { $in: rounds.map((r) => r.id) } });
    const tasks = await this.taskStates(em, figures.flatMap((f) => [f.fundTaskId, f.endTaskId]).filter((t): t is string => !!t));
    const byRound = new Map(figures.map((f) => [f.roundId, f]));
    return rounds.map((r) => this.toRound(r, byRound.get(r.id) ?? null, schedule, tasks));
  }

  async program(em: EntityManager): Promise<StakingProgramType> {
    const [pools, stakes, schedule, [current]] = await Promise.all([
      em.find(StakingPool, {}, { orderBy: { stakingType: "asc", address: "asc" } }),
      em.getConnection().execute<{ pool: string; amount: string }[]>(`select pool, sum(amount)::text as amount from stake group by pool`),
      this.schedule(em),
      em.find(StakingRound, { endedAt: null }, { orderBy: { id: "desc" }, limit: 1 }),
    ]);
    const totals = new Map<string, bigint>();
    for (const s of stakes) totals.set(s.pool, (totals.get(s.pool) ?? 0n) + BigInt(s.amount));
    const ended = await this.endedForApr(em);
    const totalWeight = pools.reduce((s, p) => s + p.weight, 0);
    const running = current ? await houseNet(em, await roundWindowStart(em, current.id, current.startedAt), new Date()) : null;
    const currentRound = current ? (await this.rounds(em, 1)).find((r) => r.roundId === current.id) ?? null : null;
    return {
      id: "staking",
      contract: this.stakingContract()?.target.toString().toLowerCase() ?? null,
      pools: pools.map((p) => {
        const totalStaked = totals.get(p.address) ?? 0n;
        const apr = aprBps(ended, p.address);
        return {
          id: p.address, address: p.address, stakingType: stakingTypeName(p.stakingType), weight: p.weight,
          weightBps: totalWeight > 0 ? Math.floor((p.weight * 10_000) / totalWeight) : 0,
          totalStaked: totalStaked.toString(), aprBps: apr === null ? null : apr.toString(),
        };
      }),
      currentRound,
      schedule,
      runningHouseNet: (running?.net ?? 0n).toString(),
      estimatedReward: roundReward(running?.net ?? 0n, schedule?.revenueShareBps ?? 0).toString(),
      aprRounds: ended.length,
    };
  }

  /** The player's points, claimable and pending rewards per pool, from the contract's own views. */
  async mine(em: EntityManager, address: string): Promise<MyStakingType> {
    const staking = this.stakingContract();
    const program = await this.program(em);
    if (!staking) return { id: `staking:${address}`, stakes: [], totalClaimable: "0", totalPending: "0" };
    const estimated = BigInt(program.estimatedReward);
    const figures = program.pools.map((p) => ({ pool: p.address, weight: p.weight, totalStaked: p.totalStaked }));
    const stakes = await Promise.all(program.pools.map(async (p) => {
      const [points, claimable, walletBalance] = await Promise.all([
        call(staking, "pointsOf", p.address, address),
        call(staking, "pendingReward", p.address, address),
        this.tokenBalance(p.address, address),
      ]);
      const total = BigInt(p.totalStaked);
      const pending = total > 0n ? (poolShare(figures, p.address, estimated) * points) / total : 0n;
      return { id: `${p.address}:${address}`, pool: p.address, stakingType: p.stakingType, points: points.toString(), walletBalance: walletBalance.toString(), claimable: claimable.toString(), pending: pending.toString() };
    }));
    const sum = (k: "claimable" | "pending") => stakes.reduce((s, x) => s + BigInt(x[k]), 0n).toString();
    return { id: `staking:${address}`, stakes, totalClaimable: sum("claimable"), totalPending: sum("pending") };
  }

  /** The Staking contract, or null where none is deployed (or no deployments are known). */
  private stakingContract(): Contract | null {
    try {
      return this.chain.staking;
    } catch {
      return null;
    }
  }

  private async tokenBalance(token: string, owner: string): Promise<bigint> {
    const susd = this.chain.assetSusd;
    const contract = (await susd.getAddress()).toLowerCase() === token ? susd : susd.attach(token);
    return (await (contract as Contract).getFunction("balanceOf")(owner)) as bigint;
  }

  private async endedForApr(em: EntityManager) {
    const rounds = await em.find(StakingRound, { endedAt: { $ne: null } }, { orderBy: { id: "desc" }, limit: APR_ROUNDS });
    const figures = new Map((await em.find(StakingRoundFigures, { roundId: { $in: rounds.map((r) => r.id) } })).map((f) => [f.roundId, f]));
    return rounds.flatMap((r) => {
      const f = figures.get(r.id);
      return f && r.endedAt ? [{ reward: BigInt(r.totalReward ?? "0"), seconds: seconds(r.startedAt, r.endedAt), pools: f.pools }] : [];
    });
  }

  private async taskStates(em: EntityManager, ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows = await em.getConnection().execute<{ id: string; state: string }[]>(`select id, state from admin_task where id in (?)`, [ids]);
    return new Map(rows.map((r) => [r.id, r.state]));
  }

  private toRound(r: StakingRound, f: StakingRoundFigures | null, schedule: StakingScheduleType | null, tasks: Map<string, string>): StakingRoundViewType {
    const figures: StakingRoundFiguresType | null = f && {
      from: f.from, to: f.to, bets: f.bets, wagered: f.wagered, paidOut: f.paidOut, houseNet: f.houseNet, revenueShareBps: f.revenueShareBps, reward: f.reward,
      fundTaskId: f.fundTaskId ?? null, fundTaskState: f.fundTaskId ? tasks.get(f.fundTaskId) ?? null : null,
      endTaskId: f.endTaskId ?? null, endTaskState: f.endTaskId ? tasks.get(f.endTaskId) ?? null : null,
    };
    return {
      id: String(r.id), roundId: r.id, startedAt: r.startedAt, endedAt: r.endedAt ?? null, totalReward: r.totalReward ?? null, distributed: r.distributed ?? null,
      endsAt: schedule && !r.endedAt ? new Date(r.startedAt.getTime() + schedule.roundSeconds * 1000) : null,
      figures,
    };
  }
}

async function call(contract: Contract, fn: string, ...args: unknown[]): Promise<bigint> {
  return (await contract.getFunction(fn)(...args)) as bigint;
}
