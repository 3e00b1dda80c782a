import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { PageInfoType } from "../../graphql/page-info.type.js";

/** SPEC §4: a draft, then published (waiting for its send date) and sent (players see it). */
export enum MessageStateName {
  DRAFT = "draft",
  PUBLISHED = "published",
  SENT = "sent",
}
registerEnumType(MessageStateName, { name: "MessageState", description: "DRAFT, then PUBLISHED (waiting for its send date), then SENT (players see it)" });

@ObjectType("AdminMessage", { description: "A message as staff edit it" })
export class AdminMessageType {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String, { description: "Plain text (required)" }) content!: string;
  @Field(() => String, { nullable: true, description: "Sanitised HTML for the HTML overlay, as stored (the server keeps only allowed tags, attributes and URLs)" }) htmlContent!: string | null;
  @Field(() => Boolean, { description: "Sent to every player; otherwise to targetAddresses only" }) targetAll!: boolean;
  @Field(() => [String], { description: "Lowercase wallet addresses when not targetAll" }) targetAddresses!: string[];
  @Field(() => GraphQLISODateTime, { nullable: true, description: "When it is sent once published; null sends it at publication" }) sendAt!: Date | null;
  @Field(() => MessageStateName) state!: MessageStateName;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "When players started to see it" }) sentAt!: Date | null;
  @Field(() => String) createdBy!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
  @Field(() => Int, { description: "Players who have read it" }) readCount!: number;
}

@ObjectType("AdminMessageEdge")
export class AdminMessageEdgeType {
  @Field(() => String) cursor!: string;
  @Field(() => AdminMessageType) node!: AdminMessageType;
}

@ObjectType("AdminMessageConnection", { description: "Messages, newest first" })
export class AdminMessageConnectionType {
  @Field(() => [AdminMessageEdgeType]) edges!: AdminMessageEdgeType[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
}

@ObjectType("Message", { description: "A message sent to the signed-in player (SPEC /messages)" })
export class PlayerMessageType {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String) content!: string;
  @Field(() => String, { nullable: true, description: "Sanitised HTML for the HTML overlay" }) htmlContent!: string | null;
  @Field(() => GraphQLISODateTime) sentAt!: Date;
  @Field(() => Boolean) read!: boolean;
  @Field(() => GraphQLISODateTime, { nullable: true }) readAt!: Date | null;
}

@ObjectType("MessageEdge")
export class MessageEdgeType {
  @Field(() => String) cursor!: string;
  @Field(() => PlayerMessageType) node!: PlayerMessageType;
}

@ObjectType("MessageConnection", { description: "The player's messages, newest first" })
export class MessageConnectionType {
  @Field(() => [MessageEdgeType]) edges!: MessageEdgeType[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
  @Field(() => Int, { description: "Of all the player's messages, those not read yet" }) unreadCount!: number;
}
