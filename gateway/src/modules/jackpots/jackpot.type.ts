import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { PageInfoType } from "../../graphql/page-info.type.js";
import { TokenAmountScalar } from "../../graphql/scalars.js";
import { AdminTaskType } from "../admin-ops/tasks/task.type.js";

export enum JackpotStateName {
  DRAFT = "draft",
  OPEN = "open",
  DRAWING = "drawing",
  DRAWN = "drawn",
  PAID = "paid",
  CANCELLED = "cancelled",
}
registerEnumType(JackpotStateName, { name: "JackpotState", description: "DRAFT → OPEN → DRAWING (entries closed) → DRAWN → PAID; a draft or open jackpot can be CANCELLED" });

export enum TicketSourceName {
  EARNED = "earned",
  ISSUED = "issued",
}
registerEnumType(TicketSourceName, { name: "TicketSource", description: "EARNED by wagering (materialised when entries close) or ISSUED by staff" });

@ObjectType("JackpotWinner", { description: "A winner as drawn, with the task that pays the prize" })
export class JackpotWinnerType {
  @Field(() => Int, { description: "The draw counter k whose HMAC value chose the ticket" }) k!: number;
  @Field(() => Int, { description: "The ticket's number in the canonical order" }) ticket!: number;
  @Field(() => ID) ticketId!: string;
  @Field(() => String) owner!: string;
  @Field(() => String, { description: "The owner's game wallet (the prize's recipient on the game chain)" }) to!: string;
  @Field(() => TokenAmountScalar) amount!: string;
  @Field(() => ID) taskId!: string;
  @Field(() => AdminTaskType, { nullable: true, description: "The jackpot.pay task, live through adminTaskUpdated" }) task!: AdminTaskType | null;
}

@ObjectType("JackpotEvent", { description: "One step of a jackpot's history" })
export class JackpotEventType {
  @Field(() => GraphQLISODateTime) at!: Date;
  @Field(() => String, { description: "jackpot.create, jackpot.update, jackpot.publish, jackpot.cancel, ticket.issue, ticket.void, or closed, drawn, paid (the operator)" }) action!: string;
  @Field(() => String, { nullable: true, description: "The staff wallet; null for the operator's steps" }) actor!: string | null;
  @Field(() => String) summary!: string;
}

@ObjectType("AdminJackpot", { description: "A prize draw at one of four levels (1 mega, 2 major, 3 minor, 4 mini)" })
export class AdminJackpotType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Int, { description: "1 mega, 2 major, 3 minor, 4 mini" }) level!: number;
  @Field(() => TokenAmountScalar, { description: "The whole prize in SUSD token units, split between the winners" }) prize!: string;
  @Field(() => Int) winnersCount!: number;
  @Field(() => TokenAmountScalar, { description: "One earned ticket per this much staked; 0: staff-issued tickets only" }) wagerPerTicket!: string;
  @Field(() => [Int], { description: "Game types whose bets earn tickets; empty: every game" }) gameTypes!: number[];
  @Field(() => GraphQLISODateTime) opensAt!: Date;
  @Field(() => GraphQLISODateTime) drawAt!: Date;
  @Field(() => JackpotStateName) state!: JackpotStateName;
  @Field(() => String, { nullable: true, description: "sha256(serverSeed), published once open" }) commitment!: string | null;
  @Field(() => String, { nullable: true, description: "Revealed with the draw" }) serverSeed!: string | null;
  @Field(() => String, { nullable: true, description: "Hash of the first game-chain block at or after drawAt" }) clientSeed!: string | null;
  @Field(() => Int, { nullable: true }) clientSeedBlock!: number | null;
  @Field(() => String, { nullable: true }) entriesHash!: string | null;
  @Field(() => Int, { description: "Tickets in the draw once entries closed; before that the tickets issued so far (earned ones are counted at the close)" }) ticketCount!: number;
  @Field(() => [JackpotWinnerType]) winners!: JackpotWinnerType[];
  @Field(() => GraphQLISODateTime, { nullable: true }) publishedAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) closedAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) drawnAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) paidAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) cancelledAt!: Date | null;
  @Field(() => String, { nullable: true }) cancelReason!: string | null;
  @Field(() => String) createdBy!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
  @Field(() => [JackpotEventType], { description: "Oldest first" }) history!: JackpotEventType[];
}

@ObjectType("AdminJackpotEdge")
export class AdminJackpotEdgeType {
  @Field(() => String) cursor!: string;
  @Field(() => AdminJackpotType) node!: AdminJackpotType;
}

@ObjectType("AdminJackpotConnection", { description: "Jackpots, newest first" })
export class AdminJackpotConnectionType {
  @Field(() => [AdminJackpotEdgeType]) edges!: AdminJackpotEdgeType[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
}

@ObjectType("AdminTicket", { description: "One entry in one jackpot, owned by a player's wallet" })
export class AdminTicketType {
  @Field(() => ID) id!: string;
  @Field(() => ID) jackpotId!: string;
  @Field(() => String) jackpotName!: string;
  @Field(() => JackpotStateName) jackpotState!: JackpotStateName;
  @Field(() => String) owner!: string;
  @Field(() => TicketSourceName) source!: TicketSourceName;
  @Field(() => String, { nullable: true }) reason!: string | null;
  @Field(() => String, { nullable: true }) issuedBy!: string | null;
  @Field(() => Int, { nullable: true, description: "Its number in the canonical order once entries closed" }) number!: number | null;
  @Field(() => Boolean) won!: boolean;
  @Field(() => TokenAmountScalar, { nullable: true, description: "What it won" }) prize!: string | null;
  @Field(() => Boolean, { description: "An issued ticket of a jackpot still taking entries can be voided" }) voidable!: boolean;
  @Field(() => GraphQLISODateTime, { nullable: true }) voidedAt!: Date | null;
  @Field(() => String, { nullable: true }) voidedBy!: string | null;
  @Field(() => String, { nullable: true }) voidReason!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType("AdminTicketEdge")
export class AdminTicketEdgeType {
  @Field(() => String) cursor!: string;
  @Field(() => AdminTicketType) node!: AdminTicketType;
}

@ObjectType("AdminTicketConnection", { description: "A jackpot's tickets: by number once entries closed, by id before" })
export class AdminTicketConnectionType {
  @Field(() => [AdminTicketEdgeType]) edges!: AdminTicketEdgeType[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
  @Field(() => Int, { description: "Tickets matching the filter" }) totalCount!: number;
}
