import { Field, InputType, Int } from "type-graphql";

@InputType("CreateAreaInput")
export class CreateAreaInput {
  @Field(() => String, { description: "Slug: 2 to 32 lowercase letters, digits and dashes" }) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: "The name Japanese pages show; empty or absent: the English name" }) nameJa?: string | null;
  @Field(() => Boolean, { defaultValue: true }) enable!: boolean;
  @Field(() => Int) startUTCHour!: number;
  @Field(() => Int) endUTCHour!: number;
}

@InputType("UpdateAreaInput", { description: "Only the fields given change" })
export class UpdateAreaInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true, description: "The name Japanese pages show; empty: back to the English name" }) nameJa?: string | null;
  @Field(() => Boolean, { nullable: true }) enable?: boolean | null;
  @Field(() => Int, { nullable: true }) startUTCHour?: number | null;
  @Field(() => Int, { nullable: true }) endUTCHour?: number | null;
}
