import { Field, GraphQLISODateTime, ID, Int, ObjectType } from "type-graphql";
import { PageInfoType } from "../../../graphql/page-info.type.js";
import { TokenAmountScalar } from "../../../graphql/scalars.js";
import { UserTypeName } from "../../users/user.type.js";

@ObjectType("MemberBalances", { description: "A player's money as the platform knows it, in token units" })
export class MemberBalancesType {
  @Field(() => TokenAmountScalar, { nullable: true, description: "Main wallet SUSD on the asset chain; null when the chain could not be read" }) mainWallet!: string | null;
  @Field(() => TokenAmountScalar, { nullable: true, description: "Game wallet SUSD on the game chain; null when the chain could not be read or there is no game wallet" }) gameWallet!: string | null;
  @Field(() => TokenAmountScalar, { description: "Bonus locked or claimable (indexed)" }) bonusLocked!: string;
  @Field(() => TokenAmountScalar, { description: "Bridged to the game chain in total (indexed)" }) bridgedToGame!: string;
  @Field(() => TokenAmountScalar, { description: "Bridged back to the asset chain in total (indexed)" }) bridgedToMain!: string;
}

@ObjectType("Member", { description: "A registered player as membership management sees them" })
export class MemberType {
  @Field(() => ID) id!: string;
  @Field(() => String) address!: string;
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => String, { nullable: true, description: "The game (sunc) wallet bets are placed from" }) gameWallet!: string | null;
  @Field(() => UserTypeName) userType!: UserTypeName;
  @Field(() => Boolean) banned!: boolean;
  @Field(() => Boolean) chatBanned!: boolean;
  @Field(() => Boolean) imageBanned!: boolean;
  @Field(() => GraphQLISODateTime, { description: "Register date" }) registeredAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) lastLoginAt!: Date | null;
  @Field(() => String, { nullable: true, description: "IP of the latest sign-in" }) lastIp!: string | null;
  @Field(() => Int, { description: "Bets placed from either wallet" }) betCount!: number;
  @Field(() => TokenAmountScalar, { description: "Staked in bets that were not refunded" }) wagered!: string;
  @Field(() => TokenAmountScalar, { description: "Paid out to those bets" }) paidOut!: string;
  suncAddress!: string | null;
}

@ObjectType("MemberEdge")
export class MemberEdgeType {
  @Field(() => String) cursor!: string;
  @Field(() => MemberType) node!: MemberType;
}

@ObjectType("MemberConnection", { description: "Players, newest registration first" })
export class MemberConnectionType {
  @Field(() => [MemberEdgeType]) edges!: MemberEdgeType[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
}
