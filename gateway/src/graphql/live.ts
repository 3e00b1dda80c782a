import type { PubSub } from "type-graphql";
import { Bonus, Channel, listen, StakingClaim, type AdminTaskNotice, type AffiliateNotice, type ChatNotice, type BalanceNotice, type BridgeProcessNotice, type Orm, type RankingNotice, type RowNotice, type Subscription, type TableBetNotice } from "@sunrise/db";
import { toClaim } from "../modules/staking/staking.service.js";
import { toBonusType } from "../modules/bonus/bonus.service.js";
import type { Services } from "../services.js";
import { Topic } from "./topics.js";
import { LivePubSub } from "./pubsub.js";
import { messageEvent } from "../modules/messages/message-feed.js";
import { RankingFeed } from "../modules/rankings/ranking-feed.js";
import { publishChatNotice } from "../modules/chat/chat-feed.js";
import { announceBigWins } from "../modules/chat/big-wins.js";

export function createLivePubSub(): PubSub {
  return new LivePubSub();
}

/** Round states after which its bets count towards affiliates' commission. */
const SETTLED = new Set(["settled", "revealed", "forfeited", "refunded"]);

/** Today's running figure of each affiliate whose referred players bet in the round. */
async function pushAffiliateToday(orm: Orm, services: Services, pubSub: PubSub, roundKey: string): Promise<void> {
  const em = orm.em.fork();
  for (const affiliate of await services.affiliates.affiliatesOfRound(em, roundKey)) {
    pubSub.publish(Topic.affiliateToday, affiliate, await services.affiliates.today(em, affiliate));
  }
}

/** Channels whose rows public answers (lobby, tables, rounds) are built from. */
const PUBLIC_CHANNELS = new Set<string>([Channel.tableRound, Channel.tableBet, Channel.tableShoe]);

/**
 * Turns the indexer's NOTIFYs into subscription events: the row is read once, then fanned out.
 * `publicChanged` hears every notice that can change a public answer, before the row is read.
 */
export async function startLiveFeed(databaseUrl: string, orm: Orm, services: Services, pubSub: PubSub, publicChanged: () => void = () => undefined): Promise<Subscription> {
  const channels = [Channel.bridgeProcess, Channel.stakingClaim, Channel.stakingRound, Channel.affiliate, Channel.tableRound, Channel.tableBet, Channel.tableShoe, Channel.balance, Channel.bonus, Channel.adminTask, Channel.message, Channel.ranking, Channel.responsibleGaming, Channel.chat, Channel.signedDecision];
  const rankings = new RankingFeed(orm, services.rankings, pubSub);
  const sub = await listen(databaseUrl, channels, (channel, payload) => {
    if (PUBLIC_CHANNELS.has(channel)) publicChanged();
    if (channel === Channel.bridgeProcess) {
      const notice = payload as BridgeProcessNotice;
      void services.bridge.byId(orm.em.fork(), notice.id).then((row) => {
        if (row?.address) pubSub.publish(Topic.bridgeProcess, row.address, row);
      });
    } else if (channel === Channel.bonus) {
      const notice = payload as RowNotice;
      void orm.em.fork().findOne(Bonus, { id: notice.id }).then((row) => {
        if (row) pubSub.publish(Topic.bonus, row.address, toBonusType(row));
      });
    } else if (channel === Channel.tableRound) {
      const notice = payload as RowNotice;
      void services.tables.round(orm.em.fork(), notice.id).then((round) => {
        if (!round) return;
        // Once for every-table subscribers, once for the table's own: no per-subscriber filter runs.
        pubSub.publish(Topic.tableRound, round);
        pubSub.publish(Topic.tableRound, String(round.tableId), round);
        if (SETTLED.has(round.state)) void pushAffiliateToday(orm, services, pubSub, notice.id);
        if (round.state === "settled") void announceBigWins(orm.em.fork(), round.id).catch(() => undefined);
      });
    } else if (channel === Channel.tableBet) {
      const notice = payload as TableBetNotice;
      void services.betFeed.newBets(orm.em.fork(), notice).then((bets) => {
        for (const bet of bets) pubSub.publish(Topic.tableBet, String(bet.tableId), bet);
      });
    } else if (channel === Channel.balance) {
      const notice = payload as BalanceNotice;
      // Balances are read from chain: only for viewers subscribed on this replica, once each.
      void services.liveBalances.changed(notice.addresses ?? [], (viewer) => services.balances.forViewer(orm.em.fork(), viewer));
      // Every bet and payout moves the player's loss windows on the Cashier.
      void services.liveResponsibleGaming.changed(notice.addresses ?? [], (viewer) => services.responsibleGaming.forViewer(orm.em.fork(), viewer));
    } else if (channel === Channel.responsibleGaming) {
      const notice = payload as BalanceNotice;
      void services.liveResponsibleGaming.changed(notice.addresses ?? [], (viewer) => services.responsibleGaming.forViewer(orm.em.fork(), viewer));
    } else if (channel === Channel.adminTask) {
      const notice = payload as AdminTaskNotice;
      void services.adminOps.tasks.byId(orm.em.fork(), notice.id).then((task) => {
        if (task) pubSub.publish(Topic.adminTask, task);
      });
    } else if (channel === Channel.message) {
      void messageEvent(orm.em.fork(), (payload as RowNotice).id).then((event) => event && pubSub.publish(Topic.messageReceived, event));
    } else if (channel === Channel.signedDecision) {
      services.signedDecisions.changed((payload as RowNotice).id);
    } else if (channel === Channel.chat) {
      void publishChatNotice(() => orm.em.fork(), pubSub, payload as ChatNotice).catch(() => undefined);
    } else if (channel === Channel.ranking) {
      rankings.changed(payload as RankingNotice);
    } else if (channel === Channel.affiliate) {
      // A day was published: each affiliate's page reads its account again on this push.
      const em = orm.em.fork();
      for (const affiliate of (payload as AffiliateNotice).affiliates ?? []) {
        void services.affiliates.today(em, affiliate).then((today) => pubSub.publish(Topic.affiliateToday, affiliate, today));
      }
    } else if (channel === Channel.stakingRound) {
      const notice = payload as RowNotice;
      void services.stakingProgram.rounds(orm.em.fork(), 3).then((rounds) => {
        const round = rounds.find((r) => r.id === notice.id);
        if (round) pubSub.publish(Topic.stakingRound, round);
      });
    } else if (channel === Channel.stakingClaim) {
      const notice = payload as RowNotice;
      void orm.em.fork().findOne(StakingClaim, { id: notice.id }).then((row) => {
        if (row) pubSub.publish(Topic.stakingClaim, row.user, toClaim(row));
      });
    }
  });
  return { close: async () => { rankings.stop(); await sub.close(); } };
}
