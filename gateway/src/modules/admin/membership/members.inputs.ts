import { Field, GraphQLISODateTime, InputType } from "type-graphql";

@InputType("MemberFilter")
export class MemberFilterInput {
  @Field(() => String, { nullable: true, description: "Part of a wallet or game-wallet address, a name or an email" }) search?: string | null;
  @Field(() => Boolean, { nullable: true, description: "Only banned (true) or only not banned (false) players" }) banned?: boolean | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "Registered from" }) registeredFrom?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "Registered before" }) registeredTo?: Date | null;
}
