import { Field, InputType, Int } from "type-graphql";
import { TokenAmountScalar } from "../../../graphql/scalars.js";
import { FloorLevel } from "../../tables/table.type.js";

@InputType("CreateTableInput", { description: "Lists a deployed GameTable contract the indexer follows; its limits are read from the contract" })
export class CreateTableInput {
  @Field(() => Int, { description: "The contract's on-chain tableId" }) id!: number;
  @Field(() => String) contractAddress!: string;
  @Field(() => String) gameId!: string;
  @Field(() => String) areaId!: string;
  @Field(() => FloorLevel, { defaultValue: FloorLevel.GROUND }) floor!: FloorLevel;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: "The name Japanese pages show; empty or absent: the English name" }) nameJa?: string | null;
  @Field(() => Boolean, { defaultValue: false, description: "Baccarat without banker commission: must match the bet kinds the contract was deployed with" }) noCommission!: boolean;
  @Field(() => Boolean, { defaultValue: true }) enabled!: boolean;
  @Field(() => Int, { defaultValue: 15 }) bettingSeconds!: number;
}

@InputType("UpdateTableInput", { description: "Only the fields given change; new limits are sent to the contract as a table.setLimits task" })
export class UpdateTableInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true, description: "The name Japanese pages show; empty: back to the English name" }) nameJa?: string | null;
  @Field(() => String, { nullable: true }) areaId?: string | null;
  @Field(() => FloorLevel, { nullable: true }) floor?: FloorLevel | null;
  @Field(() => Boolean, { nullable: true }) enabled?: boolean | null;
  @Field(() => Int, { nullable: true }) bettingSeconds?: number | null;
  @Field(() => TokenAmountScalar, { nullable: true, description: "New minimum bet (token units); give both limits" }) minBet?: string | null;
  @Field(() => TokenAmountScalar, { nullable: true, description: "New maximum bet (token units); give both limits" }) maxBet?: string | null;
}
