import { Contract } from "ethers";
import stakingAbi from "@sunrise/contracts/abi/Staking.json" with { type: "json" };
import {
  AdminTask, AdminTaskKind, AdminTaskState, Channel, houseNet, notify, roundReward, roundWindowStart, StakingRoundFigures, StakingSchedule,
  type EntityManager, type Orm, type RoundPoolFigure,
} from "@sunrise/db";

export interface StakingScheduleOptions {
  orm: Orm;
  /** The Staking contract on the asset chain (read-only). */
  staking: Contract;
  roundSeconds: number;
  revenueShareBps: number;
  /** Who the tasks the schedule queues are created by: the operator key's address. */
  actor: string;
  /** Wall clock (round ends). */
  now?: () => Date;
  /** The game chain's clock, which bets settle by: a round's revenue window ends there. */
  gameNow: () => Promise<Date>;
  log?: (line: string) => void;
}

const STAKING_KINDS = [AdminTaskKind.STAKING_START_ROUND, AdminTaskKind.STAKING_FUND_ROUND, AdminTaskKind.STAKING_END_ROUND];

/**
 * Runs staking rounds back to back: start a round; shortly before its end read the house's net
 * result over its window from the indexed bets, publish the figures and fund the reward from the
 * treasury; at its end, end it with exactly that reward. Every step is a back-office task (logged,
 * restart-safe); a paused schedule queues nothing new.
 */
export class StakingScheduleJob {
  private readonly now: () => Date;
  /** Funding is queued this long before a round's end. */
  readonly fundLeadMs: number;

  constructor(private readonly o: StakingScheduleOptions) {
    this.now = o.now ?? (() => new Date());
    this.fundLeadMs = Math.min(60_000, Math.floor((o.roundSeconds * 1000) / 4));
  }

  /** Writes the schedule's settings (the pause flag is the back office's). */
  async init(): Promise<void> {
    await this.o.orm.em.fork().getConnection().execute(
      `insert into staking_schedule (id, round_seconds, revenue_share_bps, paused, updated_at) values (1, ?, ?, false, now())
       on conflict (id) do update set round_seconds = excluded.round_seconds, revenue_share_bps = excluded.revenue_share_bps, updated_at = now()`,
      [this.o.roundSeconds, this.o.revenueShareBps],
    );
  }

  /** One step of the schedule; returns what it queued, if anything. */
  async tick(): Promise<string | null> {
    const em = this.o.orm.em.fork();
    const schedule = await em.findOne(StakingSchedule, { id: 1 });
    if (!schedule) return null;
    const [busy] = await em.getConnection().execute<{ id: string }[]>(`select id from admin_task where kind in (?) and state in ('new', 'running') limit 1`, [STAKING_KINDS]);
    if (busy) return null;
    const count = (await this.o.staking.getFunction("roundCount")()) as bigint;
    const last = count > 0n ? ((await this.o.staking.getFunction("rounds")(count - 1n)) as { startedAt: bigint; endedAt: bigint }) : null;
    if (!last || last.endedAt !== 0n) {
      if (schedule.paused) return null;
      return this.queue(em, AdminTaskKind.STAKING_START_ROUND, {}, "contract:Staking", "start");
    }
    const roundId = Number(count - 1n);
    const startedAt = new Date(Number(last.startedAt) * 1000);
    const endsAt = startedAt.getTime() + schedule.roundSeconds * 1000;
    const now = this.now().getTime();
    let figures = await em.findOne(StakingRoundFigures, { roundId });
    if (!figures) {
      if (now < endsAt - this.fundLeadMs) return null;
      figures = await this.publish(em, roundId, startedAt, schedule.revenueShareBps);
    }
    const fundState = figures.fundTaskId ? await this.taskState(em, figures.fundTaskId) : null;
    if (BigInt(figures.reward) > 0n && fundState !== AdminTaskState.SUCCESS) {
      // Not funded yet (or the funding failed): fund it again.
      const id = await this.queue(em, AdminTaskKind.STAKING_FUND_ROUND, { roundId, amount: figures.reward }, `staking:${roundId}`, "fund");
      figures.fundTaskId = id;
      await em.flush();
      return id;
    }
    if (now < endsAt) return null;
    const id = await this.queue(em, AdminTaskKind.STAKING_END_ROUND, { totalReward: figures.reward }, "contract:Staking", "end");
    figures.endTaskId = id;
    await em.flush();
    return id;
  }

  /** The round's figures: its window's house net, the share and the reward, with what each pool holds. */
  private async publish(em: EntityManager, roundId: number, startedAt: Date, shareBps: number): Promise<StakingRoundFigures> {
    const from = await roundWindowStart(em, roundId, startedAt);
    const gameNow = await this.o.gameNow();
    const to = gameNow > from ? gameNow : from;
    const net = await houseNet(em, from, to);
    const reward = roundReward(net.net, shareBps);
    const pools = await this.pools();
    const figures = em.create(StakingRoundFigures, {
      roundId, from, to, bets: net.bets, wagered: net.wagered.toString(), paidOut: net.paidOut.toString(), houseNet: net.net.toString(),
      revenueShareBps: shareBps, reward: reward.toString(), pools, fundTaskId: null, endTaskId: null,
    });
    await em.flush();
    await notify(em, Channel.stakingRound, { id: String(roundId) });
    this.o.log?.(`staking round ${roundId}: house net ${net.net} over ${net.bets} bet(s) from ${from.toISOString()} to ${to.toISOString()}; reward ${reward}`);
    return figures;
  }

  private async pools(): Promise<RoundPoolFigure[]> {
    const s = this.o.staking;
    const n = Number((await s.getFunction("poolCount")()) as bigint);
    const out: RoundPoolFigure[] = [];
    for (let i = 0; i < n; i++) {
      const pool = ((await s.getFunction("poolList")(i)) as string).toLowerCase();
      const p = (await s.getFunction("pools")(pool)) as { weight: bigint; totalStaked: bigint };
      out.push({ pool, weight: Number(p.weight), totalStaked: p.totalStaked.toString() });
    }
    return out;
  }

  private async taskState(em: EntityManager, id: string): Promise<string | null> {
    const [row] = await em.getConnection().execute<{ state: string }[]>(`select state from admin_task where id = ?`, [id]);
    return row?.state ?? null;
  }

  private async queue(em: EntityManager, kind: string, params: Record<string, unknown>, target: string, what: string): Promise<string> {
    const task = em.create(AdminTask, { kind, params, target, createdBy: this.o.actor });
    await em.flush();
    await notify(em, Channel.adminTask, { id: task.id, state: AdminTaskState.NEW });
    this.o.log?.(`staking schedule: queued ${what} (${kind} ${task.id})`);
    return task.id;
  }
}

export const stakingContract = (address: string, provider: ConstructorParameters<typeof Contract>[2]) => new Contract(address, stakingAbi, provider);
