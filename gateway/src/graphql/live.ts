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

/** What a notice on one channel pushes; a rejection drops that push only. */
type NoticeHandler = (payload: unknown) => Promise<unknown> | void;

/**
 * Turns the indexer's NOTIFYs into subscription events: the row is read once, then fanned out.
 * `publicChanged` hears every notice that can change a public answer, before the row is read.
 * A read that fails (the database restarting, say) drops that one push and is logged: it must not
 * become an unhandled rejection, which would end the process.
 */
export async function startLiveFeed(databaseUrl: string, orm: Orm, services: Services, pubSub: PubSub, publicChanged: () => void = () => undefined): Promise<Subscription> {
  const rankings = new RankingFeed(orm, services.rankings, pubSub);
  // One handler per channel: a channel added to the database's list must say here what it pushes.
  const handlers: Record<Channel, NoticeHandler> = {
    [Channel.bridgeProcess]: async (payload) => {
      const row = await services.bridge.byId(orm.em.fork(), (payload as BridgeProcessNotice).id);
      if (row?.address) pubSub.publish(Topic.bridgeProcess, row.address, row);
    },
    [Channel.bonus]: async (payload) => {
      const row = await orm.em.fork().findOne(Bonus, { id: (payload as RowNotice).id });
      if (row) pubSub.publish(Topic.bonus, row.address, toBonusType(row));
    },
    [Channel.tableRound]: async (payload) => {
      const notice = payload as RowNotice;
      const round = await services.tables.round(orm.em.fork(), notice.id);
      if (!round) return;
      // Once for every-table subscribers, once for the table's own: no per-subscriber filter runs.
      pubSub.publish(Topic.tableRound, round);
      pubSub.publish(Topic.tableRound, String(round.tableId), round);
      await Promise.all([
        SETTLED.has(round.state) ? pushAffiliateToday(orm, services, pubSub, notice.id) : undefined,
        round.state === "settled" ? announceBigWins(orm.em.fork(), round.id) : undefined,
      ]);
    },
    // A shoe's change only alters public answers (`publicChanged`).
    [Channel.tableShoe]: () => undefined,
    [Channel.tableBet]: async (payload) => {
      for (const bet of await services.betFeed.newBets(orm.em.fork(), payload as TableBetNotice)) pubSub.publish(Topic.tableBet, String(bet.tableId), bet);
    },
    // Balances are read from chain: only for viewers subscribed on this replica, once each.
    // Every bet and payout moves the player's loss windows on the Cashier too.
    [Channel.balance]: (payload) => {
      const addresses = (payload as BalanceNotice).addresses ?? [];
      return Promise.all([
        services.liveBalances.changed(addresses, (viewer) => services.balances.forViewer(orm.em.fork(), viewer)),
        services.liveResponsibleGaming.changed(addresses, (viewer) => services.responsibleGaming.forViewer(orm.em.fork(), viewer)),
      ]);
    },
    [Channel.responsibleGaming]: (payload) =>
      services.liveResponsibleGaming.changed((payload as BalanceNotice).addresses ?? [], (viewer) => services.responsibleGaming.forViewer(orm.em.fork(), viewer)),
    [Channel.adminTask]: async (payload) => {
      const task = await services.adminOps.tasks.byId(orm.em.fork(), (payload as AdminTaskNotice).id);
      if (task) pubSub.publish(Topic.adminTask, task);
    },
    [Channel.message]: async (payload) => {
      const event = await messageEvent(orm.em.fork(), (payload as RowNotice).id);
      if (event) pubSub.publish(Topic.messageReceived, event);
    },
    [Channel.signedDecision]: (payload) => services.signedDecisions.changed((payload as RowNotice).id),
    [Channel.chat]: (payload) => publishChatNotice(() => orm.em.fork(), pubSub, payload as ChatNotice),
    [Channel.ranking]: (payload) => rankings.changed(payload as RankingNotice),
    // A day was published: each affiliate's page reads its account again on this push.
    [Channel.affiliate]: (payload) => {
      const em = orm.em.fork();
      return Promise.all(
        ((payload as AffiliateNotice).affiliates ?? []).map(async (affiliate) => pubSub.publish(Topic.affiliateToday, affiliate, await services.affiliates.today(em, affiliate))),
      );
    },
    [Channel.stakingRound]: async (payload) => {
      const round = (await services.stakingProgram.rounds(orm.em.fork(), 3)).find((r) => r.id === (payload as RowNotice).id);
      if (round) pubSub.publish(Topic.stakingRound, round);
    },
    [Channel.stakingClaim]: async (payload) => {
      const row = await orm.em.fork().findOne(StakingClaim, { id: (payload as RowNotice).id });
      if (row) pubSub.publish(Topic.stakingClaim, row.user, toClaim(row));
    },
  };
  const sub = await listen(databaseUrl, Object.keys(handlers) as Channel[], (channel, payload) => {
    if (PUBLIC_CHANNELS.has(channel)) publicChanged();
    void pushNotice(channel, () => handlers[channel](payload));
  });
  return { close: async () => { rankings.stop(); await sub.close(); } };
}

/** Runs one notice's push; a failure (thrown or rejected) is logged and dropped. */
async function pushNotice(channel: Channel, push: () => Promise<unknown> | void): Promise<void> {
  try {
    await push();
  } catch (e) {
    console.warn(`live feed: the ${channel} notice was not pushed: ${(e as Error).message}`);
  }
}
