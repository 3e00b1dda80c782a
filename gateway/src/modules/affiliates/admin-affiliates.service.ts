import { AFFILIATE_RATE_TIERS, Affiliate, LockMode, StakingSchedule, type EntityManager } from "@sunrise/db";
import type { RequestContext } from "../../request-context.js";
import { badInput, notFound } from "../../errors.js";
import { adminMutation, nothingChanged, recordOperation } from "../admin/operation-log/record.js";
import type { AdminAffiliateType } from "./admin-affiliate.type.js";

interface Row { address: string; rate_bps: number; suspended: boolean; suspend_reason: string | null; suspended_at: Date | null; created_at: Date; codes: string[] | null; referrals: number; wagered: string; commission: string; paid: string }

const snapshot = (a: Affiliate) => ({ rateBps: a.rateBps, suspended: a.suspended, suspendReason: a.suspendReason ?? null });
const reasonOf = (reason: string) => {
  const r = reason.trim();
  if (r.length < 3 || r.length > 500) throw badInput("A reason of 3 to 500 characters is required");
  return r;
};

/** The back office's affiliates (rates in tiers, suspensions) and the staking schedule's pause; every change in the operation log. */
export class AdminAffiliatesService {
  async list(em: EntityManager): Promise<AdminAffiliateType[]> {
    const rows = await em.getConnection().execute<Row[]>(`
      select a.address, a.rate_bps, a.suspended, a.suspend_reason, a.suspended_at, a.created_at,
             (select array_agg(c.code order by c.created_at) from affiliate_code c where c.affiliate = a.address) as codes,
             (select count(*)::int from referral r where r.affiliate = a.address) as referrals,
             (select coalesce(sum(m.wagered), 0)::text from affiliate_commission m where m.affiliate = a.address) as wagered,
             (select coalesce(sum(m.commission), 0)::text from affiliate_commission m where m.affiliate = a.address) as commission,
             (select coalesce(sum(w.amount), 0)::text from affiliate_withdrawal w join admin_task t on t.id = w.task_id where w.affiliate = a.address and t.state = 'success') as paid
        from affiliate a order by a.created_at desc`);
    return rows.map((r) => ({
      id: r.address, address: r.address, rateBps: r.rate_bps, suspended: r.suspended, suspendReason: r.suspend_reason, suspendedAt: r.suspended_at ? new Date(r.suspended_at) : null,
      createdAt: new Date(r.created_at), codes: r.codes ?? [], referrals: r.referrals, wagered: r.wagered, commission: r.commission, paid: r.paid,
    }));
  }

  async setRate(ctx: RequestContext, address: string, rateBps: number, reason: string): Promise<AdminAffiliateType> {
    if (!(AFFILIATE_RATE_TIERS as readonly number[]).includes(rateBps)) throw badInput(`The rate must be one of the tiers: ${AFFILIATE_RATE_TIERS.map((t) => `${t / 100}%`).join(", ")}`);
    const why = reasonOf(reason);
    return this.change(ctx, address, "affiliate.rate", (a) => Object.assign(a, { rateBps }), (a) => `Affiliate ${a.address} rate ${rateBps / 100}%: ${why}`);
  }

  async setSuspended(ctx: RequestContext, address: string, suspended: boolean, reason: string): Promise<AdminAffiliateType> {
    const why = reasonOf(reason);
    return this.change(
      ctx, address, suspended ? "affiliate.suspend" : "affiliate.reinstate",
      (a) => Object.assign(a, suspended ? { suspended: true, suspendedAt: a.suspended ? a.suspendedAt : new Date(), suspendReason: why } : { suspended: false, suspendedAt: null, suspendReason: null }),
      (a) => `${suspended ? "Suspended" : "Reinstated"} affiliate ${a.address}: ${why}`,
    );
  }

  async setSchedulePaused(ctx: RequestContext, paused: boolean, reason: string): Promise<boolean> {
    const why = reasonOf(reason);
    await adminMutation(ctx, async (em) => {
      const s = await em.findOne(StakingSchedule, { id: 1 }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!s) throw notFound("The staking schedule has not started yet (the operator writes it)");
      if (s.paused === paused) return nothingChanged(em);
      s.paused = paused;
      s.updatedBy = ctx.viewer!.address;
      recordOperation(em, ctx, { action: paused ? "staking.pause" : "staking.resume", targetType: "staking", targetId: "schedule", before: { paused: !paused }, after: { paused, reason: why }, summary: `${paused ? "Paused" : "Resumed"} the staking round schedule: ${why}` });
    });
    return paused;
  }

  private async change(ctx: RequestContext, address: string, action: string, apply: (a: Affiliate) => void, summary: (a: Affiliate) => string): Promise<AdminAffiliateType> {
    const key = address.toLowerCase();
    await adminMutation(ctx, async (em) => {
      const a = await em.findOne(Affiliate, { address: key }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!a) throw notFound(`No affiliate ${key}`);
      const before = snapshot(a);
      apply(a);
      if (JSON.stringify(before) === JSON.stringify(snapshot(a))) return nothingChanged(em);
      recordOperation(em, ctx, { action, targetType: "affiliate", targetId: key, before, after: snapshot(a), summary: summary(a) });
    });
    return (await this.list(ctx.em.fork())).find((a) => a.address === key)!;
  }
}
