import { Arg, Ctx, GraphQLISODateTime, Int, Query, Resolver, Root, Subscription } from "type-graphql";
import type { Context } from "../../context.js";
import { Topic } from "../../graphql/topics.js";
import { RankingKindName, RankingPeriodName, RankingType } from "./ranking.type.js";
import { rankingTopicId } from "./ranking-feed.js";

const DEFINITION =
  "POPULAR ranks games (each with its tables) by distinct players, then bets, then wagered; VOLATILITY lists the biggest wins by multiplier (payout ÷ stake), then payout. A bet counts in the UTC day, SPEC §9 week (7 days from 3 Oct 2022 UTC minus 200 weeks) and UTC month it was placed; refunded bets are left out of bets, wagered and wins.";

/** SPEC §3 rankings: daily, weekly and monthly, each popular and volatility, kept by the indexer with the bets. */
@Resolver()
export class RankingsResolver {
  @Query(() => RankingType, { description: `The ranking of the period holding \`at\` (now by default). ${DEFINITION}` })
  rankings(
    @Ctx() ctx: Context,
    @Arg("period", () => RankingPeriodName) period: RankingPeriodName,
    @Arg("kind", () => RankingKindName) kind: RankingKindName,
    @Arg("at", () => GraphQLISODateTime, { nullable: true }) at: Date | null,
    @Arg("first", () => Int, { defaultValue: 20, description: "Entries (games, or wins), 1 to 100" }) first: number,
  ): Promise<RankingType> {
    return ctx.services.rankings.ranking(ctx.em, period, kind, at ?? new Date(), first);
  }

  @Subscription(() => RankingType, {
    topics: Topic.rankingUpdated,
    topicId: ({ args }: { args: { period: RankingPeriodName; kind: RankingKindName } }) => rankingTopicId(args.period, args.kind),
    description: "The current period's ranking (first 20 entries) each time indexed bets change it, and at each UTC midnight",
  })
  rankingUpdated(
    @Root() ranking: RankingType,
    @Arg("period", () => RankingPeriodName) _period: RankingPeriodName,
    @Arg("kind", () => RankingKindName) _kind: RankingKindName,
  ): RankingType {
    return ranking;
  }
}
