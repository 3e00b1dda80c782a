import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import type { Context } from "../../context.js";
import { Topic } from "../../graphql/topics.js";
import { MessageConnectionType, PlayerMessageType } from "./message.type.js";
import { receives, type MessageEvent } from "./message-feed.js";

/** The signed-in player's messages (SPEC /messages): list, one, unread count, mark read, live arrivals. */
@Resolver()
export class MessagesResolver {
  @Authorized()
  @Query(() => MessageConnectionType, { description: "The player's sent messages, newest first (cursor pages), with the unread count" })
  messages(
    @Ctx() ctx: Context,
    @Arg("first", () => Int, { defaultValue: 20 }) first: number,
    @Arg("after", () => String, { nullable: true }) after: string | null,
    @Arg("unreadOnly", () => Boolean, { defaultValue: false }) unreadOnly: boolean,
  ): Promise<MessageConnectionType> {
    return ctx.services.messages.player.list(ctx.em, ctx.viewer!.address, first, after, unreadOnly);
  }

  @Authorized()
  @Query(() => PlayerMessageType, { description: "One of the player's messages; NOT_FOUND for any other" })
  message(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<PlayerMessageType> {
    return ctx.services.messages.player.get(ctx.em, ctx.viewer!.address, id);
  }

  @Authorized()
  @Query(() => Int, { description: "SPEC §3 Message unread count (REST: GET /api/v1/message/unread → { total })" })
  unreadMessageCount(@Ctx() ctx: Context): Promise<number> {
    return ctx.services.messages.player.unreadCount(ctx.em, ctx.viewer!.address);
  }

  @Authorized()
  @Mutation(() => PlayerMessageType, { description: "Marks one of the player's messages read (the first read time is kept)" })
  markMessageRead(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<PlayerMessageType> {
    return ctx.services.messages.player.markRead(ctx.em, ctx.viewer!.address, id);
  }

  @Authorized()
  @Mutation(() => Int, { description: "Marks all the player's messages read; returns how many were unread" })
  markAllMessagesRead(@Ctx() ctx: Context): Promise<number> {
    return ctx.services.messages.player.markAllRead(ctx.em, ctx.viewer!.address);
  }

  @Authorized()
  @Subscription(() => PlayerMessageType, {
    topics: Topic.messageReceived,
    filter: ({ payload, context }: { payload: MessageEvent; context: Context }) => receives(payload, context.viewer?.address),
    description: "Each message as it is sent to the signed-in player: at publication, or at its send date",
  })
  messageReceived(@Root() event: MessageEvent): PlayerMessageType {
    return event.message;
  }
}
