import { HOUSE_EDGE_PPM } from "@sunrise/games";
import { AffiliateCommission, AffiliateDay, Channel, commissionRows, notify, PUBLISH_DELAY_MS, utcDay, type Orm } from "@sunrise/db";

const DAY_MS = 86_400_000;
/** Days published per tick at most (a long outage catches up over a few ticks). */
const DAYS_PER_TICK = 31;

export interface AffiliateCommissionOptions {
  orm: Orm;
  /** The game chain's clock: bets settle by it, and a day is published at 0:30 UTC of the next by it. */
  now: () => Promise<Date>;
  log?: (line: string) => void;
}

/**
 * Publishes each UTC day's affiliate commission at 0:30 UTC the next day (SPEC §9): per referred
 * player, every bet settled that day (refunds left out) × its game's house edge × the affiliate's
 * rate then. A day is published once, every affiliate's rows and the day's marker in one transaction.
 */
export class AffiliateCommissionJob {
  constructor(private readonly o: AffiliateCommissionOptions) {}

  /** The days published by this tick. */
  async tick(): Promise<string[]> {
    const now = await this.o.now();
    const lastDay = utcDay(new Date(now.getTime() - PUBLISH_DELAY_MS - DAY_MS)).from;
    const em = this.o.orm.em.fork();
    const [row] = await em.getConnection().execute<{ last: string | null; first: Date | null }[]>(
      `select (select max(day)::text from affiliate_day) as last, (select min(registered_at) from referral) as first`,
    );
    if (!row?.first) return [];
    let day = row.last ? new Date(Date.parse(`${row.last}T00:00:00Z`) + DAY_MS) : utcDay(new Date(row.first)).from;
    const published: string[] = [];
    while (day <= lastDay && published.length < DAYS_PER_TICK) {
      published.push(await this.publish(day));
      day = new Date(day.getTime() + DAY_MS);
    }
    return published;
  }

  private async publish(from: Date): Promise<string> {
    const { day, to } = utcDay(from);
    await this.o.orm.em.fork().transactional(async (em) => {
      if (await em.findOne(AffiliateDay, { day })) return;
      const rows = await commissionRows(em, HOUSE_EDGE_PPM, from, to);
      const publishedAt = new Date();
      for (const r of rows) {
        em.create(AffiliateCommission, {
          day, affiliate: r.affiliate, player: r.player, bets: r.bets, wagered: r.wagered.toString(), theoretical: r.theoretical.toString(),
          rateBps: r.rateBps, commission: r.commission.toString(), publishedAt,
        });
      }
      const affiliates = [...new Set(rows.map((r) => r.affiliate))];
      const total = rows.reduce((s, r) => s + r.commission, 0n);
      em.create(AffiliateDay, { day, affiliates: affiliates.length, commission: total.toString(), publishedAt });
      await em.flush();
      if (affiliates.length) await notify(em, Channel.affiliate, { affiliates });
      this.o.log?.(`affiliate commission for ${day}: ${total} to ${affiliates.length} affiliate(s)`);
    });
    return day;
  }
}
