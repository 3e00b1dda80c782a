import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { TokenAmountScalar } from "../../graphql/scalars.js";
import { RequirePermission } from "../admin/access/require-permission.js";
import { Permission } from "../admin/permissions.js";
import { ChatLogConnectionType, ChatLogEntryType, ChatReportConnectionType, ChatSettingsType } from "./chat-moderation.type.js";
import { ChatLogFilterInput } from "./chat.inputs.js";
import { MyChatStatusType } from "./chat.type.js";

/** The back office's chat: SPEC chat log, chat ban and image ban, the report queue and the big-win setting. */
@Resolver()
export class ChatModerationResolver {
  @RequirePermission(Permission.CHAT_READ)
  @Query(() => ChatLogConnectionType, { description: "Every chat line (deleted ones too), newest first, filtered by table, player, date and words" })
  chatLog(
    @Ctx() ctx: Context,
    @Arg("filter", () => ChatLogFilterInput, { nullable: true }) filter: ChatLogFilterInput | null,
    @Arg("first", () => Int, { defaultValue: 50 }) first: number,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<ChatLogConnectionType> {
    return ctx.services.chat.moderation.log(ctx.em, filter ?? {}, first, after);
  }

  @RequirePermission(Permission.CHAT_READ)
  @Query(() => ChatReportConnectionType, { description: "Players' reports: the open queue oldest first, or handled ones newest first" })
  chatReports(
    @Ctx() ctx: Context,
    @Arg("open", () => Boolean, { defaultValue: true }) open: boolean,
    @Arg("first", () => Int, { defaultValue: 50 }) first: number,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<ChatReportConnectionType> {
    return ctx.services.chat.moderation.reports(ctx.em, open, first, after);
  }

  @RequirePermission(Permission.CHAT_MODERATE)
  @Mutation(() => ChatLogEntryType, { description: "Deletes a line: it disappears from every screen at once; its open reports close" })
  deleteChatMessage(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<ChatLogEntryType> {
    return ctx.services.chat.moderation.deleteMessage(ctx, id);
  }

  @RequirePermission(Permission.CHAT_MODERATE)
  @Mutation(() => MyChatStatusType, { description: "Bans a player from posting for `hours` (1 to 8760; none: until lifted) with the reason they are shown" })
  chatBan(
    @Ctx() ctx: Context,
    @Arg("address", () => String) address: string,
    @Arg("hours", () => Int, { nullable: true }) hours: number | null,
    @Arg("reason", () => String) reason: string,
  ): Promise<MyChatStatusType> {
    return ctx.services.chat.moderation.chatBan(ctx, address, hours, reason);
  }

  @RequirePermission(Permission.CHAT_MODERATE)
  @Mutation(() => MyChatStatusType, { description: "Lifts a player's chat ban" })
  liftChatBan(@Ctx() ctx: Context, @Arg("address", () => String) address: string): Promise<MyChatStatusType> {
    return ctx.services.chat.moderation.liftChatBan(ctx, address);
  }

  @RequirePermission(Permission.CHAT_MODERATE)
  @Mutation(() => Boolean, { description: "Sets (true) or lifts the image ban: the photo disappears from every screen at once. Returns the ban as set" })
  setChatImageBan(@Ctx() ctx: Context, @Arg("address", () => String) address: string, @Arg("banned", () => Boolean) banned: boolean): Promise<boolean> {
    return ctx.services.chat.moderation.setImageBan(ctx, address, banned);
  }

  @RequirePermission(Permission.CHAT_MODERATE)
  @Mutation(() => Boolean, { description: "Closes a report without deleting its line" })
  dismissChatReport(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<boolean> {
    return ctx.services.chat.moderation.dismissReport(ctx, id);
  }

  @RequirePermission(Permission.CHAT_READ)
  @Query(() => ChatSettingsType)
  chatSettings(@Ctx() ctx: Context): Promise<ChatSettingsType> {
    return ctx.services.chat.moderation.settings(ctx.em);
  }

  @RequirePermission(Permission.CONTENT_WRITE)
  @Mutation(() => ChatSettingsType, { description: "Sets the big-win announcement threshold in token units; null turns announcements off" })
  updateChatSettings(@Ctx() ctx: Context, @Arg("bigWinThreshold", () => TokenAmountScalar, { nullable: true }) bigWinThreshold: string | null): Promise<ChatSettingsType> {
    return ctx.services.chat.moderation.updateSettings(ctx, bigWinThreshold);
  }
}
