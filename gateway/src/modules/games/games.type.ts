import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";

/** Lobby categories (SPEC §2); values are what the database stores. */
export enum GameCategory {
  FEATURE = "feature",
  HOT = "hot",
  RECOMMEND = "recommend",
  VIP = "vip",
  TOP = "top",
}
registerEnumType(GameCategory, { name: "GameCategory" });

@ObjectType("Game", { description: "SPEC §3 Game: one game of the lobby; `tables` and `isFavorite` are resolved per request" })
export class GameType {
  @Field(() => ID, { description: "Slug, e.g. roulette" }) id!: string;
  @Field(() => Int, { description: "1 roulette, 2 baccarat, 3 poker, 4 sic bo, 5 dragon tiger, 6 money wheel, 7 blackjack" }) type!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: "The name Japanese pages show; null: the English name" }) nameJa!: string | null;
  @Field(() => String, { description: "Client asset path" }) image!: string;
  @Field(() => String, { description: "The game-chain token its tables take (lowercase)" }) erc20Address!: string;
  @Field(() => Boolean) isHot!: boolean;
  @Field(() => Boolean) isNew!: boolean;
  @Field(() => [GameCategory]) categories!: GameCategory[];
  @Field(() => Boolean, { description: "Its tables take the bonus token (SPEC §5: hidden unless asked for)" }) isBonusGame!: boolean;
  @Field(() => Boolean, { description: "False for a game the platform does not deal on chain yet: the lobby says it opens soon" }) playable!: boolean;
}
