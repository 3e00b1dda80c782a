import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import type { Context } from "../../context.js";
import { Topic, viewerTopicId } from "../../graphql/topics.js";
import { checkTableId } from "../tables/tables.args.js";
import { ChatAuthorType, ChatDeletionType, ChatMessageConnectionType, ChatMessageType, MyChatStatusType } from "./chat.type.js";

const tableTopic = ({ args }: { args: { tableId: number } }) => String(checkTableId(args.tableId));

/** A table's chat: guests read, signed-in players post and report; lines, deletions and photo changes arrive live. */
@Resolver()
export class ChatResolver {
  @Query(() => ChatMessageConnectionType, { description: "A table's chat, newest first (the client shows the last 50 on opening); `after` pages back" })
  chatMessages(
    @Ctx() ctx: Context,
    @Arg("tableId", () => Int) tableId: number,
    @Arg("first", () => Int, { defaultValue: 50 }) first: number,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<ChatMessageConnectionType> {
    return ctx.services.chat.player.list(ctx.em, checkTableId(tableId), first, after);
  }

  @Authorized()
  @Mutation(() => ChatMessageType, {
    description: "Posts a line (1 to 200 characters) at a table; links, contacts and profanity are masked. FORBIDDEN reason CHAT_BANNED (with bannedUntil and banReason) for a chat-banned player; RATE_LIMITED (retryAfterSeconds) past 5 lines in 10 seconds",
  })
  postChatMessage(@Ctx() ctx: Context, @Arg("tableId", () => Int) tableId: number, @Arg("text", () => String) text: string): Promise<ChatMessageType> {
    return ctx.services.chat.player.post(ctx, checkTableId(tableId), text);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Reports another player's line to staff (once per line)" })
  reportChatMessage(@Ctx() ctx: Context, @Arg("id", () => ID) id: string, @Arg("reason", () => String, { nullable: true }) reason: string | null): Promise<boolean> {
    return ctx.services.chat.player.report(ctx, id, reason);
  }

  @Authorized()
  @Query(() => MyChatStatusType, { description: "Whether the signed-in player may post, and if banned why and until when" })
  myChatStatus(@Ctx() ctx: Context): Promise<MyChatStatusType> {
    return ctx.services.chat.player.status(ctx.em, ctx.viewer!.address);
  }

  @Subscription(() => ChatMessageType, { topics: Topic.chatPosted, topicId: tableTopic, description: "Each line as it is posted at the table (big-win announcements too)" })
  chatMessagePosted(@Root() message: ChatMessageType, @Arg("tableId", () => Int) _tableId: number): ChatMessageType {
    return message;
  }

  @Subscription(() => ChatDeletionType, { topics: Topic.chatDeleted, topicId: tableTopic, description: "Lines staff deleted at the table: drop them at once" })
  chatMessagesDeleted(@Root() deletion: ChatDeletionType, @Arg("tableId", () => Int) _tableId: number): ChatDeletionType {
    return deletion;
  }

  @Subscription(() => ChatAuthorType, { topics: Topic.chatAuthor, description: "An author's name or photo as it changes (an image ban removes the photo)" })
  chatAuthorUpdated(@Root() author: ChatAuthorType): ChatAuthorType {
    return author;
  }

  @Authorized()
  @Subscription(() => MyChatStatusType, { topics: Topic.chatStatus, topicId: viewerTopicId, description: "The signed-in player's chat standing whenever staff ban or lift a ban" })
  myChatStatusChanged(@Root() status: MyChatStatusType): MyChatStatusType {
    return status;
  }
}
