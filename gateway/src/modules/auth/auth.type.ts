import { Field, GraphQLISODateTime, ObjectType } from "type-graphql";
import { UserType } from "../users/user.type.js";

@ObjectType("SignInChallenge")
export class SignInChallengeType {
  @Field(() => String) nonce!: string;
  @Field(() => String) message!: string;
  @Field(() => GraphQLISODateTime) expiresAt!: Date;
}

@ObjectType("Session")
export class SessionType {
  @Field(() => String, { description: "Also set as an httpOnly cookie; pass as connectionParams.authorization on WebSocket" })
  token!: string;
  @Field(() => String) address!: string;
  @Field(() => GraphQLISODateTime) expiresAt!: Date;
  @Field(() => UserType, { nullable: true, description: "Null until the address registers" }) user!: UserType | null;
}
