import { Arg, Authorized, Ctx, Int, Query, Resolver, Root, Subscription } from "type-graphql";
import type { Context } from "../../context.js";
import { Topic, viewerTopicId } from "../../graphql/topics.js";
import { BridgeProcessFilter, BridgeProcessType } from "./bridge.type.js";

@Resolver()
export class BridgeResolver {
  @Authorized()
  @Query(() => [BridgeProcessType])
  bridgeProcesses(
    @Ctx() ctx: Context,
    @Arg("filter", () => BridgeProcessFilter, { nullable: true }) filter: BridgeProcessFilter | null,
    @Arg("limit", () => Int, { defaultValue: 100 }) limit: number,
  ): Promise<BridgeProcessType[]> {
    return ctx.services.bridge.list(ctx.em, { address: ctx.viewer!.address, ...filter, limit });
  }

  /** Pushed after the indexer commits a change to one of the signed-in player's processes. */
  @Authorized()
  @Subscription(() => BridgeProcessType, {
    topics: Topic.bridgeProcess,
    topicId: viewerTopicId,
  })
  bridgeProcessUpdated(@Root() process: BridgeProcessType): BridgeProcessType {
    return process;
  }
}
