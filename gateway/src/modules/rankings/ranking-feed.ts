import type { PubSub } from "type-graphql";
import type { Orm, RankingNotice } from "@sunrise/db";
import { Topic } from "../../graphql/topics.js";
import { periodOf } from "./periods.js";
import { RankingKindName, RankingPeriodName } from "./ranking.type.js";
import type { RankingsService } from "./rankings.service.js";

/** Notices within this window are answered by one read per ranking (a busy table indexes a batch a second). */
const COALESCE_MS = 300;

export const rankingTopicId = (period: RankingPeriodName, kind: RankingKindName) => `${period}:${kind}`;

/**
 * Feeds `rankingUpdated`: after the indexer's `ranking` NOTIFY (a batch committed, or a reorg undone)
 * each changed ranking is read once and published; at every UTC midnight all of them are published
 * again, since a new day (and maybe week or month) starts empty.
 */
export class RankingFeed {
  private pending = { popular: false, volatility: false };
  private timer: NodeJS.Timeout | undefined;
  private midnight: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly orm: Orm, private readonly rankings: RankingsService, private readonly pubSub: PubSub) {
    this.scheduleMidnight();
  }

  changed(notice: RankingNotice): void {
    this.pending.popular ||= !!notice.popular;
    this.pending.volatility ||= !!notice.volatility;
    this.timer ??= setTimeout(() => void this.flush(), COALESCE_MS);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.midnight);
  }

  private async flush(): Promise<void> {
    this.timer = undefined;
    const kinds = [...(this.pending.popular ? [RankingKindName.POPULAR] : []), ...(this.pending.volatility ? [RankingKindName.VOLATILITY] : [])];
    this.pending = { popular: false, volatility: false };
    await this.publish(kinds);
  }

  private async publish(kinds: RankingKindName[]): Promise<void> {
    if (this.stopped) return;
    const em = this.orm.em.fork();
    for (const period of Object.values(RankingPeriodName)) {
      for (const kind of kinds) {
        try {
          this.pubSub.publish(Topic.rankingUpdated, rankingTopicId(period, kind), await this.rankings.ranking(em, period, kind));
        } catch (e) {
          console.warn(`[gateway] ranking ${period} ${kind}: ${(e as Error).message}`);
        }
      }
    }
  }

  private scheduleMidnight(): void {
    const now = new Date();
    const next = periodOf(RankingPeriodName.DAILY, now).end.getTime() - now.getTime() + 50;
    this.midnight = setTimeout(() => {
      void this.publish([RankingKindName.POPULAR, RankingKindName.VOLATILITY]);
      if (!this.stopped) this.scheduleMidnight();
    }, next);
    this.midnight.unref();
  }
}
