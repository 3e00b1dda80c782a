import { Field, Int, ObjectType } from "type-graphql";
import { TokenAmountScalar } from "../../../graphql/scalars.js";
import { FloorLevel } from "../../tables/table.type.js";

@ObjectType("AdminTable", { description: "A table as the back office edits it; limits are the contract's, as indexed" })
export class AdminTableType {
  @Field(() => Int, { description: "The contract's on-chain tableId" }) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: "The name Japanese pages show; null: the English name" }) nameJa!: string | null;
  @Field(() => String) gameId!: string;
  @Field(() => String) areaId!: string;
  @Field(() => FloorLevel) floor!: FloorLevel;
  @Field(() => String, { description: "The GameTable contract (lowercase)" }) contractAddress!: string;
  @Field(() => TokenAmountScalar, { description: "The contract's minimum bet (token units)" }) minBet!: string;
  @Field(() => TokenAmountScalar, { description: "The contract's maximum bet (token units)" }) maxBet!: string;
  @Field(() => Int, { nullable: true, description: "The contract's round timeout in seconds, as indexed" }) roundTimeout!: number | null;
  @Field(() => Boolean, { nullable: true, description: "The contract is paused (its Paused / Unpaused events, as indexed): it takes no bets and opens no rounds; null until the indexer has seen the table" }) paused!: boolean | null;
  @Field(() => Boolean) noCommission!: boolean;
  @Field(() => Boolean, { description: "Listed in the lobby and dealt by the dealer" }) enabled!: boolean;
  @Field(() => Int, { description: "How long the dealer keeps betting open each round" }) bettingSeconds!: number;
}
