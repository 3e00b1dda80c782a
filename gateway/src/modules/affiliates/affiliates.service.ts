import { HOUSE_EDGE_PPM } from "@sunrise/games";
import {
  AdminTask, AdminTaskKind, AdminTaskState, Affiliate, AffiliateCode, AffiliateCommission, AffiliateWithdrawal, Channel, commissionRows, notify, PUBLISH_DELAY_MS, Referral, User, utcDay,
  type EntityManager,
} from "@sunrise/db";
import { badInput, conflict, notFound } from "../../errors.js";
import type { ChainService } from "../chain/chain.service.js";
import type { AffiliateDayType, AffiliateTodayType, AffiliateType, AffiliateWithdrawalType } from "./affiliate.type.js";

/** SPEC §3/§5: 6 to 20 characters; letters and digits only, so a code reads the same in a link. */
const CODE = /^[A-Za-z0-9]{6,20}$/;
const SHOWN_DAYS = 30;

export const maskAddress = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`;
const dayText = (d: Date | string) => (typeof d === "string" ? d.slice(0, 10) : d.toISOString().slice(0, 10));

interface WithdrawalRow { id: string; amount: string; to: string; created_at: Date; state: string; tx_hash: string | null }

/** The affiliate program as a player sees it: registration, codes, referrals, commission, withdrawals. */
export class AffiliatesService {
  constructor(private readonly chain: ChainService) {}

  async become(em: EntityManager, address: string): Promise<AffiliateType> {
    const user = await em.findOne(User, { address });
    if (!user?.suncAddress) throw badInput("Register before joining the affiliate program");
    if (!(await em.findOne(Affiliate, { address }))) {
      em.create(Affiliate, { address });
      await em.flush();
    }
    return (await this.mine(em, address))!;
  }

  async createCode(em: EntityManager, address: string, raw: string): Promise<AffiliateType> {
    const code = raw.trim();
    if (!CODE.test(code)) throw badInput("New affiliate code must be 6 to 20 letters or digits");
    if (!(await em.findOne(Affiliate, { address }))) throw badInput("Join the affiliate program first");
    await em.getConnection().execute("select pg_advisory_xact_lock(hashtext(?))", [`affiliate_code:${code.toLowerCase()}`], "all", em.getTransactionContext());
    if (await em.findOne(AffiliateCode, { key: code.toLowerCase() })) throw conflict("This code is already exist");
    em.create(AffiliateCode, { key: code.toLowerCase(), code, affiliate: address });
    try {
      await em.flush();
    } catch (e) {
      if ((e as { code?: string }).code === "23505" || /unique|duplicate/i.test((e as Error).message)) throw conflict("This code is already exist");
      throw e;
    }
    return (await this.mine(em, address))!;
  }

  /** Today's running figure for one affiliate, by the game chain's clock, with its rows per referred player. */
  async today(em: EntityManager, address: string): Promise<AffiliateTodayType> {
    return (await this.todayRows(em, address)).figure;
  }

  async mine(em: EntityManager, address: string): Promise<AffiliateType | null> {
    const affiliate = await em.findOne(Affiliate, { address });
    if (!affiliate) return null;
    const [codes, referrals, published, withdrawals, today] = await Promise.all([
      em.find(AffiliateCode, { affiliate: address }, { orderBy: { createdAt: "asc" } }),
      em.find(Referral, { affiliate: address }, { orderBy: { registeredAt: "desc" } }),
      em.find(AffiliateCommission, { affiliate: address }, { orderBy: { day: "desc" } }),
      this.withdrawals(em, address),
      this.todayRows(em, address),
    ]);
    const codeOf = new Map(codes.map((c) => [c.key, c.code]));
    const perCode = new Map<string, number>();
    for (const r of referrals) perCode.set(r.codeKey, (perCode.get(r.codeKey) ?? 0) + 1);
    const byPlayer = new Map<string, AffiliateCommission[]>();
    for (const c of published) byPlayer.set(c.player, [...(byPlayer.get(c.player) ?? []), c]);
    const earnings = published.reduce((s, c) => s + BigInt(c.commission), 0n);
    const withdrawn = withdrawals.filter((w) => w.state === AdminTaskState.SUCCESS).reduce((s, w) => s + BigInt(w.amount), 0n);
    const inFlight = withdrawals.filter((w) => w.state === AdminTaskState.NEW || w.state === AdminTaskState.RUNNING).reduce((s, w) => s + BigInt(w.amount), 0n);
    return {
      id: `affiliate:${address}`, address, rateBps: affiliate.rateBps, suspended: affiliate.suspended,
      codes: codes.map((c) => ({ id: c.key, code: c.code, createdAt: c.createdAt, referrals: perCode.get(c.key) ?? 0 })),
      referrals: referrals.map((r) => {
        const days = byPlayer.get(r.player) ?? [];
        const running = today.rows.find((t) => t.player === r.player);
        return {
          id: r.player, maskedAddress: maskAddress(r.player), code: codeOf.get(r.codeKey) ?? r.codeKey, registeredAt: r.registeredAt,
          wagered: (days.reduce((s, d) => s + BigInt(d.wagered), 0n) + (running?.wagered ?? 0n)).toString(),
          commission: days.reduce((s, d) => s + BigInt(d.commission), 0n).toString(),
          days: days.slice(0, SHOWN_DAYS).map((d) => toDay(d.day, d.bets, d.wagered, d.commission, r.player)),
        };
      }),
      today: today.figure,
      days: byDay(published).slice(0, SHOWN_DAYS),
      earnings: earnings.toString(), withdrawn: withdrawn.toString(), inFlight: inFlight.toString(), available: (earnings - withdrawn - inFlight).toString(),
      withdrawals: withdrawals.map(toWithdrawal),
    };
  }

  /**
   * Withdraws everything published and not yet withdrawn: one `affiliate.payout` task pays it from
   * the treasury to the affiliate's main wallet on the asset chain. The affiliate row is locked, so
   * two withdrawals at once cannot both take the same commission.
   */
  async withdraw(em: EntityManager, address: string): Promise<AffiliateWithdrawalType> {
    const id = await em.transactional(async (tx) => {
      const [locked] = await tx.getConnection().execute<{ address: string }[]>(`select address from affiliate where address = ? for update`, [address], "all", tx.getTransactionContext());
      if (!locked) throw notFound("Not an affiliate");
      const [sums] = await tx.getConnection().execute<{ earned: string; taken: string }[]>(
        `select (select coalesce(sum(commission), 0) from affiliate_commission where affiliate = ?)::text as earned,
                (select coalesce(sum(w.amount), 0) from affiliate_withdrawal w join admin_task t on t.id = w.task_id
                  where w.affiliate = ? and t.state <> 'failed')::text as taken`,
        [address, address], "all", tx.getTransactionContext(),
      );
      const amount = BigInt(sums?.earned ?? "0") - BigInt(sums?.taken ?? "0");
      if (amount <= 0n) throw badInput("Nothing to withdraw: no published commission is left");
      const withdrawalId = crypto.randomUUID();
      const task = tx.create(AdminTask, {
        kind: AdminTaskKind.AFFILIATE_PAYOUT,
        params: { withdrawalId, player: address, to: address, chain: "asset", amount: amount.toString(), reason: "Affiliate commission withdrawal" },
        target: `user:${address}`,
        createdBy: address,
      });
      tx.create(AffiliateWithdrawal, { id: withdrawalId, affiliate: address, amount: amount.toString(), to: address, taskId: task.id });
      await tx.flush();
      await notify(tx, Channel.adminTask, { id: task.id, state: AdminTaskState.NEW });
      return withdrawalId;
    });
    const row = (await this.withdrawals(em, address)).find((w) => w.id === id);
    return toWithdrawal(row!);
  }

  /** Affiliates with referred players who bet in a table round (for the live today figure). */
  async affiliatesOfRound(em: EntityManager, roundKey: string): Promise<string[]> {
    const rows = await em.getConnection().execute<{ affiliate: string }[]>(
      `select distinct rf.affiliate from table_bet b join app_user u on u.sunc_address = b.player join referral rf on rf.player = u.address where b.round_key = ?`, [roundKey],
    );
    return rows.map((r) => r.affiliate);
  }

  private async todayRows(em: EntityManager, address: string) {
    const now = await this.chain.gameChainNow().catch(() => new Date());
    const { day, from, to } = utcDay(now);
    const rows = await commissionRows(em, HOUSE_EDGE_PPM, from, to, address);
    const figure: AffiliateTodayType = {
      id: `today:${address}`, day, publishesAt: new Date(to.getTime() + PUBLISH_DELAY_MS),
      bets: rows.reduce((s, r) => s + r.bets, 0),
      wagered: rows.reduce((s, r) => s + r.wagered, 0n).toString(),
      commission: rows.reduce((s, r) => s + r.commission, 0n).toString(),
    };
    return { figure, rows };
  }

  private withdrawals(em: EntityManager, address: string): Promise<WithdrawalRow[]> {
    return em.getConnection().execute<WithdrawalRow[]>(
      `select w.id, w.amount::text as amount, w."to", w.created_at, t.state, t.tx_hash from affiliate_withdrawal w join admin_task t on t.id = w.task_id
        where w.affiliate = ? order by w.created_at desc`, [address], "all", em.getTransactionContext(),
    );
  }
}

const toWithdrawal = (w: WithdrawalRow): AffiliateWithdrawalType => ({ id: w.id, amount: w.amount, to: w.to, createdAt: new Date(w.created_at), state: w.state, txHash: w.tx_hash });

function toDay(day: Date | string, bets: number, wagered: string | bigint, commission: string | bigint, scope: string): AffiliateDayType {
  return { id: `${scope}:${dayText(day)}`, day: dayText(day), bets, wagered: String(wagered), commission: String(commission) };
}

function byDay(rows: AffiliateCommission[]): AffiliateDayType[] {
  const days = new Map<string, { bets: number; wagered: bigint; commission: bigint }>();
  for (const r of rows) {
    const d = days.get(dayText(r.day)) ?? { bets: 0, wagered: 0n, commission: 0n };
    days.set(dayText(r.day), { bets: d.bets + r.bets, wagered: d.wagered + BigInt(r.wagered), commission: d.commission + BigInt(r.commission) });
  }
  return [...days.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([day, d]) => toDay(day, d.bets, d.wagered, d.commission, "all"));
}
