import { Field, ID, Int, ObjectType } from "type-graphql";
import { GameCategory } from "../../games/games.type.js";

@ObjectType("AdminGame", { description: "A game as the back office edits it, enabled or not" })
export class AdminGameType {
  @Field(() => ID, { description: "Slug, e.g. roulette" }) id!: string;
  @Field(() => Int, { description: "1 roulette, 2 baccarat, 3 poker, 4 sic bo, 5 dragon tiger, 6 money wheel, 7 blackjack" }) type!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: "The name Japanese pages show; null: the English name" }) nameJa!: string | null;
  @Field(() => String, { description: "Image path or https URL" }) image!: string;
  @Field(() => String, { description: "The game-chain token its tables take (lowercase)" }) erc20Address!: string;
  @Field(() => Boolean) isHot!: boolean;
  @Field(() => Boolean) isNew!: boolean;
  @Field(() => [GameCategory]) categories!: GameCategory[];
  @Field(() => Int, { description: "Lobby order, smallest first" }) sortOrder!: number;
  @Field(() => Boolean) enabled!: boolean;
  @Field(() => Int, { description: "How many tables it has, enabled or not" }) tableCount!: number;
}
