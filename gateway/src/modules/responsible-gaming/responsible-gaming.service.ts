import { PlayerProtectionEvent, type EntityManager, type LimitValues } from "@sunrise/db";
import type { Viewer } from "../../request-context.js";
import type { ChainService } from "../chain/chain.service.js";
import { windowResets } from "./calendar.js";
import type { GamingChangeType, GamingLimitsType, LimitRuleName, ProtectionChangeKind, ResponsibleGamingType, ResponsibleGamingWeekType } from "./responsible-gaming.type.js";

interface ChainLimits { singleBet: bigint; dailyLoss: bigint; weeklyLoss: bigint; monthlyLoss: bigint; dailyMinutes: bigint }
interface ChainStatus { blockedUntil: bigint; excluded: boolean; resumeAt: bigint; banned: boolean }

const HISTORY = 100;
const amount = (v: bigint | string) => (BigInt(v) === 0n ? null : BigInt(v).toString());
const when = (seconds: bigint) => (seconds === 0n ? null : new Date(Number(seconds) * 1000));

function limitsOf(l: ChainLimits | LimitValues): GamingLimitsType {
  return { singleBet: amount(l.singleBet), dailyLoss: amount(l.dailyLoss), weeklyLoss: amount(l.weeklyLoss), monthlyLoss: amount(l.monthlyLoss), dailyMinutes: Number(l.dailyMinutes) || null };
}

function toChange(r: PlayerProtectionEvent): GamingChangeType {
  return {
    id: r.id, kind: r.kind as ProtectionChangeKind, limits: r.limits ? limitsOf(r.limits) : null, effectiveAt: r.effectiveAt ?? null, period: r.period ?? null,
    until: r.until ?? null, selfExclusion: r.selfExclusion ?? null, byStaff: r.byStaff ?? null, banned: r.banned ?? null, at: r.timestamp, txHash: r.txHash,
  };
}

/**
 * A player's responsible-gaming rules: the live figures from the cashier's views (exact, at the
 * chain's latest block), the history from the indexed events.
 */
export class ResponsibleGamingService {
  constructor(private readonly chain: ChainService) {}

  /** The wallet the player stakes from: the game wallet, else the main wallet. */
  static walletOf(viewer: Pick<Viewer, "address" | "user">): string {
    return (viewer.user?.suncAddress ?? viewer.address).toLowerCase();
  }

  forViewer(em: EntityManager, viewer: Viewer): Promise<ResponsibleGamingType> {
    return this.forWallet(em, ResponsibleGamingService.walletOf(viewer));
  }

  async forWallet(em: EntityManager, wallet: string): Promise<ResponsibleGamingType> {
    const cashier = this.chain.cashier;
    const block = await this.chain.gameProvider.getBlock("latest");
    const tag = { blockTag: block!.number };
    const call = <T>(fn: string) => cashier.getFunction(fn).staticCall(wallet, tag) as Promise<T>;
    const [account, [current, pending, pendingAt], usage, status, secondsLeft] = await Promise.all([
      call<string>("accountOf"),
      call<[ChainLimits, ChainLimits, bigint]>("limitsOf"),
      call<[bigint, bigint, bigint, bigint]>("usageOf"),
      call<ChainStatus>("statusOf"),
      call<bigint>("playSecondsLeft"),
    ]);
    const id = account.toLowerCase();
    const history = await em.find(PlayerProtectionEvent, { account: id }, { orderBy: { timestamp: "desc", id: "desc" }, limit: HISTORY });
    const limits = limitsOf(current);
    const resets = windowResets(block!.timestamp);
    const [, dayLoss, weekLoss, monthLoss] = usage;
    return {
      id,
      wallet,
      limits,
      pendingLimits: pendingAt === 0n ? null : limitsOf(pending),
      pendingAt: when(pendingAt),
      usage: {
        day: { loss: dayLoss.toString(), limit: limits.dailyLoss, resetsAt: resets.day },
        week: { loss: weekLoss.toString(), limit: limits.weeklyLoss, resetsAt: resets.week },
        month: { loss: monthLoss.toString(), limit: limits.monthlyLoss, resetsAt: resets.month },
      },
      playSecondsLeft: limits.dailyMinutes === null ? null : Number(secondsLeft),
      status: {
        blockedUntil: status.blockedUntil > BigInt(block!.timestamp) ? when(status.blockedUntil) : null,
        selfExcluded: status.excluded,
        resumeAt: when(status.resumeAt),
        banned: status.banned,
      },
      history: history.map(toChange),
    };
  }

  /** Per ISO week, players who started time-outs and self-exclusions (the last `weeks` weeks, this one included). */
  /** Records a stake the Cashier refused the player at one of their limits: one row per player, rule and UTC day. */
  async recordRefusal(em: EntityManager, player: string, rule: LimitRuleName): Promise<void> {
    await em.getConnection().execute(
      `insert into limit_refusal (player, rule, day, refusals, last_at) values (?, ?, (now() at time zone 'UTC')::date, 1, now())
       on conflict (player, rule, day) do update set refusals = limit_refusal.refusals + 1, last_at = excluded.last_at`,
      [player.toLowerCase(), rule],
    );
  }

  async report(em: EntityManager, weeks: number): Promise<ResponsibleGamingWeekType[]> {
    const rows = await em.getConnection().execute<{ week: Date; time_outs: string; staff_time_outs: string; self_exclusions: string; limit_hits: string }[]>(
      `with since as (select date_trunc('week', now() at time zone 'UTC') - make_interval(weeks => ?) as week),
            breaks as (
              select date_trunc('week', "timestamp" at time zone 'UTC') as week,
                     count(distinct account) filter (where period <= 4) as time_outs,
                     count(distinct account) filter (where period <= 4 and by_staff) as staff_time_outs,
                     count(distinct account) filter (where period > 4) as self_exclusions
                from player_protection_event
               where kind = 'break_started' and "timestamp" at time zone 'UTC' >= (select week from since)
               group by 1),
            hits as (
              select date_trunc('week', day::timestamp) as week, count(distinct player) as limit_hits
                from limit_refusal
               where day >= (select week from since)::date
               group by 1)
       select coalesce(b.week, h.week) at time zone 'UTC' as week,
              coalesce(b.time_outs, 0)::text as time_outs, coalesce(b.staff_time_outs, 0)::text as staff_time_outs,
              coalesce(b.self_exclusions, 0)::text as self_exclusions, coalesce(h.limit_hits, 0)::text as limit_hits
         from breaks b full join hits h on h.week = b.week
        order by 1 desc`,
      [weeks - 1],
    );
    return rows.map((r) => {
      const weekStart = new Date(r.week);
      return {
        id: weekStart.toISOString().slice(0, 10), weekStart, timeOuts: Number(r.time_outs), staffTimeOuts: Number(r.staff_time_outs),
        selfExclusions: Number(r.self_exclusions), limitHits: Number(r.limit_hits),
      };
    });
  }
}
