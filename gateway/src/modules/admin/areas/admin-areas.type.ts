import { Field, GraphQLISODateTime, ID, Int, ObjectType } from "type-graphql";

@ObjectType("AdminArea", { description: "An area as the back office edits it; the dealer follows changes on its next tick" })
export class AdminAreaType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: "The name Japanese pages show; null: the English name" }) nameJa!: string | null;
  @Field(() => Boolean) enable!: boolean;
  @Field(() => Int, { description: "Opens at this UTC hour (0–23)" }) startUTCHour!: number;
  @Field(() => Int, { description: "Closes at this UTC hour (0–23); equal to the start means open all day" }) endUTCHour!: number;
  @Field(() => Boolean, { description: "Open at the time of the request" }) isOpen!: boolean;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "When a closed area next opens; null when open or disabled" }) opensAt!: Date | null;
  @Field(() => Int, { description: "Tables standing in it" }) tableCount!: number;
}
