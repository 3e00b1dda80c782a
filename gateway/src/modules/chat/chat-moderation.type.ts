import { Field, GraphQLISODateTime, ID, Int, ObjectType } from "type-graphql";
import { PageInfoType } from "../../graphql/page-info.type.js";
import { TokenAmountScalar } from "../../graphql/scalars.js";
import { ChatAuthorType, ChatMessageKindName } from "./chat.type.js";

@ObjectType("ChatLogEntry", { description: "A chat line as staff see it: what was typed, what was shown, and what happened to it" })
export class ChatLogEntryType {
  @Field(() => ID) id!: string;
  @Field(() => Int) tableId!: number;
  @Field(() => ChatMessageKindName) kind!: ChatMessageKindName;
  @Field(() => ChatAuthorType) author!: ChatAuthorType;
  @Field(() => String, { description: "Exactly what the player typed" }) original!: string;
  @Field(() => String, { description: "What the table was shown" }) shown!: string;
  @Field(() => TokenAmountScalar, { nullable: true }) amount!: string | null;
  @Field(() => GraphQLISODateTime) postedAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) deletedAt!: Date | null;
  @Field(() => String, { nullable: true, description: "The staff member who deleted it" }) deletedBy!: string | null;
  @Field(() => Int, { description: "Reports not yet handled" }) openReports!: number;
  @Field(() => Boolean, { description: "The author is chat-banned now" }) authorChatBanned!: boolean;
  @Field(() => Boolean, { description: "The author is image-banned" }) authorImageBanned!: boolean;
}

@ObjectType("ChatLogConnection", { description: "The chat log, newest first" })
export class ChatLogConnectionType {
  @Field(() => [ChatLogEntryType]) nodes!: ChatLogEntryType[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
}

@ObjectType("ChatReport", { description: "A player's report of a chat line" })
export class ChatReportType {
  @Field(() => ID) id!: string;
  @Field(() => ChatLogEntryType) message!: ChatLogEntryType;
  @Field(() => String) reporter!: string;
  @Field(() => String, { nullable: true }) reason!: string | null;
  @Field(() => GraphQLISODateTime) reportedAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) resolvedAt!: Date | null;
  @Field(() => String, { nullable: true, description: "deleted or dismissed" }) resolution!: string | null;
}

@ObjectType("ChatReportConnection", { description: "Reports, oldest open first" })
export class ChatReportConnectionType {
  @Field(() => [ChatReportType]) nodes!: ChatReportType[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
}

@ObjectType("ChatSettings", { description: "The chat's back-office settings" })
export class ChatSettingsType {
  @Field(() => ID) id!: string;
  @Field(() => TokenAmountScalar, { nullable: true, description: "Net wins at or above this are announced at their table; null: none are" }) bigWinThreshold!: string | null;
  @Field(() => Int, { description: "Days a chat line is kept (CHAT_RETENTION_DAYS)" }) retentionDays!: number;
}
