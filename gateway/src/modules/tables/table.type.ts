import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { TokenAmountScalar } from "../../graphql/scalars.js";

/** SPEC §2 floors; values are what the database stores. */
export enum FloorLevel {
  GROUND = 0,
  FIRST = 1,
  SECOND = 2,
  THIRD_VIP = 3,
}
registerEnumType(FloorLevel, { name: "Floor" });

@ObjectType("Table", { description: "SPEC §3 Table: one GameTable contract as the lobby shows it; its live state is resolved per request" })
export class TableType {
  @Field(() => Int, { description: "The contract's on-chain tableId" }) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: "The name Japanese pages show; null: the English name" }) nameJa!: string | null;
  @Field(() => Int, { description: "The game's type (1 roulette … 7 blackjack)" }) gameType!: number;
  @Field(() => String, { description: "The GameTable contract (lowercase)" }) contractAddress!: string;
  @Field(() => TokenAmountScalar, { description: "The contract's minimum bet (token units)" }) minBet!: string;
  @Field(() => TokenAmountScalar, { description: "The contract's maximum bet (token units)" }) maxBet!: string;
  @Field(() => FloorLevel) floor!: FloorLevel;
  @Field(() => Boolean) enabled!: boolean;
  @Field(() => Boolean, { description: "Baccarat without banker commission (super 6 offered)" }) noCommission!: boolean;
  @Field(() => Int, { description: "How long the dealer keeps betting open each round" }) bettingSeconds!: number;
  gameId!: string;
  areaId!: string;
}
