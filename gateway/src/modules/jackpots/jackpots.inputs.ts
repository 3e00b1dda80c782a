import { Field, GraphQLISODateTime, ID, InputType, Int } from "type-graphql";
import { TokenAmountScalar } from "../../graphql/scalars.js";
import { JackpotStateName, TicketSourceName } from "./jackpot.type.js";

@InputType("CreateJackpotInput")
export class CreateJackpotInput {
  @Field(() => String) name!: string;
  @Field(() => Int, { description: "1 mega, 2 major, 3 minor, 4 mini" }) level!: number;
  @Field(() => TokenAmountScalar, { description: "Token units, above zero" }) prize!: string;
  @Field(() => Int, { defaultValue: 1 }) winnersCount!: number;
  @Field(() => TokenAmountScalar, { defaultValue: "0", description: "Token units of stake per earned ticket; 0: issued tickets only" }) wagerPerTicket!: string;
  @Field(() => [Int], { defaultValue: [], description: "Game types that earn tickets; empty: every game" }) gameTypes!: number[];
  @Field(() => GraphQLISODateTime) opensAt!: Date;
  @Field(() => GraphQLISODateTime) drawAt!: Date;
}

@InputType("UpdateJackpotInput", { description: "Only the fields given change; an open jackpot may only move drawAt later" })
export class UpdateJackpotInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => Int, { nullable: true }) level?: number | null;
  @Field(() => TokenAmountScalar, { nullable: true }) prize?: string | null;
  @Field(() => Int, { nullable: true }) winnersCount?: number | null;
  @Field(() => TokenAmountScalar, { nullable: true }) wagerPerTicket?: string | null;
  @Field(() => [Int], { nullable: true }) gameTypes?: number[] | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) opensAt?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) drawAt?: Date | null;
}

@InputType("AdminJackpotFilter")
export class AdminJackpotFilterInput {
  @Field(() => Int, { nullable: true }) level?: number | null;
  @Field(() => JackpotStateName, { nullable: true }) state?: JackpotStateName | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "Drawn from this time (inclusive)" }) from?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "Drawn before this time" }) to?: Date | null;
}

@InputType("AdminTicketFilter")
export class AdminTicketFilterInput {
  @Field(() => String, { nullable: true, description: "The owner's wallet address" }) owner?: string | null;
  @Field(() => TicketSourceName, { nullable: true }) source?: TicketSourceName | null;
}

@InputType("IssueTicketsInput")
export class IssueTicketsInput {
  @Field(() => ID) jackpotId!: string;
  @Field(() => String, { description: "A registered player's wallet address" }) address!: string;
  @Field(() => Int, { description: "1 to 1000" }) count!: number;
  @Field(() => String) reason!: string;
}
