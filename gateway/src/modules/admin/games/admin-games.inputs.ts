import { Field, InputType, Int } from "type-graphql";
import { GameCategory } from "../../games/games.type.js";

@InputType("CreateGameInput")
export class CreateGameInput {
  @Field(() => String, { description: "Slug: 2 to 32 lowercase letters, digits and dashes" }) id!: string;
  @Field(() => Int) type!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: "The name Japanese pages show; empty or absent: the English name" }) nameJa?: string | null;
  @Field(() => String) image!: string;
  @Field(() => String) erc20Address!: string;
  @Field(() => Boolean, { defaultValue: false }) isHot!: boolean;
  @Field(() => Boolean, { defaultValue: false }) isNew!: boolean;
  @Field(() => [GameCategory], { defaultValue: [] }) categories!: GameCategory[];
  @Field(() => Int, { defaultValue: 0 }) sortOrder!: number;
  @Field(() => Boolean, { defaultValue: true }) enabled!: boolean;
}

@InputType("UpdateGameInput", { description: "Only the fields given change" })
export class UpdateGameInput {
  @Field(() => Int, { nullable: true }) type?: number | null;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true, description: "The name Japanese pages show; empty: back to the English name" }) nameJa?: string | null;
  @Field(() => String, { nullable: true }) image?: string | null;
  @Field(() => String, { nullable: true }) erc20Address?: string | null;
  @Field(() => Boolean, { nullable: true }) isHot?: boolean | null;
  @Field(() => Boolean, { nullable: true }) isNew?: boolean | null;
  @Field(() => [GameCategory], { nullable: true }) categories?: GameCategory[] | null;
  @Field(() => Int, { nullable: true }) sortOrder?: number | null;
  @Field(() => Boolean, { nullable: true }) enabled?: boolean | null;
}
