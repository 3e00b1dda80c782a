import { createPubSub } from "@graphql-yoga/subscription";
import type { PubSub } from "type-graphql";
import { Bonus, Channel, listen, StakingClaim, type BridgeProcessNotice, type Orm, type RowNotice, type Subscription } from "@sunrise/db";
import { toClaim } from "../modules/staking/staking.service.js";
import { toBonusType } from "../modules/bonus/bonus.service.js";
import type { Services } from "../services.js";
import { Topic } from "./topics.js";

export function createLivePubSub(): PubSub {
  return createPubSub() as unknown as PubSub;
}

/** Turns the indexer's NOTIFYs into subscription events: the row is read once, then fanned out. */
export function startLiveFeed(databaseUrl: string, orm: Orm, services: Services, pubSub: PubSub): Promise<Subscription> {
  return listen(databaseUrl, [Channel.bridgeProcess, Channel.stakingClaim, Channel.tableRound, Channel.bonus], (channel, payload) => {
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
        if (round) pubSub.publish(Topic.tableRound, round);
      });
    } else if (channel === Channel.stakingClaim) {
      const notice = payload as RowNotice;
      void orm.em.fork().findOne(StakingClaim, { id: notice.id }).then((row) => {
        if (row) pubSub.publish(Topic.stakingClaim, row.user, toClaim(row));
      });
    }
  });
}
