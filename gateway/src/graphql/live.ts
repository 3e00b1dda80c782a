import { createPubSub } from "@graphql-yoga/subscription";
import type { PubSub } from "type-graphql";
import { Channel, listen, type BridgeProcessNotice, type Orm, type Subscription } from "@sunrise/db";
import type { Services } from "../services.js";
import { Topic } from "./topics.js";

export function createLivePubSub(): PubSub {
  return createPubSub() as unknown as PubSub;
}

/** Turns the indexer's NOTIFYs into subscription events: the row is read once, then fanned out. */
export function startLiveFeed(databaseUrl: string, orm: Orm, services: Services, pubSub: PubSub): Promise<Subscription> {
  return listen(databaseUrl, [Channel.bridgeProcess], (channel, payload) => {
    if (channel !== Channel.bridgeProcess) return;
    const notice = payload as BridgeProcessNotice;
    void services.bridge.byId(orm.em.fork(), notice.id).then((row) => {
      if (row?.address) pubSub.publish(Topic.bridgeProcess, row.address, row);
    });
  });
}
