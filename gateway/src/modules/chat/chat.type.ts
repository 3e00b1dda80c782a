import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { PageInfoType } from "../../graphql/page-info.type.js";
import { TokenAmountScalar } from "../../graphql/scalars.js";

export enum ChatMessageKindName {
  PLAYER = "PLAYER",
  BIG_WIN = "BIG_WIN",
}
registerEnumType(ChatMessageKindName, { name: "ChatMessageKind", description: "PLAYER: a player's words; BIG_WIN: the table announcing a win above the back office's threshold" });

@ObjectType("ChatAuthor", { description: "Who wrote a chat line, as the table sees them; `id` is their wallet address" })
export class ChatAuthorType {
  @Field(() => ID, { description: "The author's main wallet address (lowercase)" }) id!: string;
  @Field(() => String, { description: "Display name, or the shortened address when none is set" }) name!: string;
  @Field(() => String, { nullable: true, description: "Photo URL; null when none is set or the player is image-banned" }) imageUrl!: string | null;
}

@ObjectType("ChatMessage", { description: "One line of a table's chat, as players see it (contacts, links and profanity masked)" })
export class ChatMessageType {
  @Field(() => ID) id!: string;
  @Field(() => Int) tableId!: number;
  @Field(() => ChatMessageKindName) kind!: ChatMessageKindName;
  @Field(() => ChatAuthorType, { description: "The player who wrote it (for BIG_WIN, the winner)" }) author!: ChatAuthorType;
  @Field(() => String, { description: "The text as shown: empty for BIG_WIN lines, which the client words from `amount`" }) text!: string;
  @Field(() => TokenAmountScalar, { nullable: true, description: "BIG_WIN: the net win in token units" }) amount!: string | null;
  @Field(() => GraphQLISODateTime) postedAt!: Date;
}

@ObjectType("ChatMessageConnection", { description: "A table's chat, newest first; `after` pages back in time" })
export class ChatMessageConnectionType {
  @Field(() => [ChatMessageType]) nodes!: ChatMessageType[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
}

@ObjectType("ChatDeletion", { description: "Lines staff removed from a table's chat: clients drop them at once" })
export class ChatDeletionType {
  @Field(() => Int) tableId!: number;
  @Field(() => [ID]) ids!: string[];
}

@ObjectType("MyChatStatus", { description: "Whether the signed-in player may post, and if not why and until when" })
export class MyChatStatusType {
  @Field(() => ID, { description: "The player's address" }) id!: string;
  @Field(() => Boolean) canPost!: boolean;
  @Field(() => Boolean) banned!: boolean;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "When the chat ban ends; null while banned means until staff lift it" }) bannedUntil!: Date | null;
  @Field(() => String, { nullable: true }) banReason!: string | null;
}
