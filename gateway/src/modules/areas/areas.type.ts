import { Field, GraphQLISODateTime, ID, Int, ObjectType } from "type-graphql";

@ObjectType("Area", { description: "SPEC §3 Area: open when enabled and the current UTC hour is in [start, end), wrapping past midnight" })
export class AreaType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: "The name Japanese pages show; null: the English name" }) nameJa!: string | null;
  @Field(() => Boolean) enable!: boolean;
  @Field(() => Int) startUTCHour!: number;
  @Field(() => Int) endUTCHour!: number;
  @Field(() => Boolean, { description: "Open at the time of the request" }) isOpen!: boolean;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "When a closed area next opens; null when open or disabled" }) opensAt!: Date | null;
}
