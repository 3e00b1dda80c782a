import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { RequirePermission } from "../admin/access/require-permission.js";
import { Permission } from "../admin/permissions.js";
import { AdminMessageConnectionType, AdminMessageType } from "./message.type.js";
import { AdminMessageFilterInput, CreateMessageInput, UpdateMessageInput } from "./messages.inputs.js";

/** Messages in the back office (SPEC /admin/messages); every change writes its operation-log line. */
@Resolver()
export class AdminMessagesResolver {
  @RequirePermission(Permission.CONTENT_WRITE)
  @Query(() => AdminMessageConnectionType, { description: "Messages, newest first, by state and words of the title or content" })
  adminMessages(
    @Ctx() ctx: Context,
    @Arg("filter", () => AdminMessageFilterInput, { defaultValue: {} }) filter: AdminMessageFilterInput,
    @Arg("first", () => Int, { defaultValue: 20 }) first: number,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<AdminMessageConnectionType> {
    return ctx.services.messages.admin.list(ctx.em, filter, first, after);
  }

  @RequirePermission(Permission.CONTENT_WRITE)
  @Query(() => AdminMessageType)
  adminMessage(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<AdminMessageType> {
    return ctx.services.messages.admin.get(ctx.em, id);
  }

  @RequirePermission(Permission.CONTENT_WRITE)
  @Mutation(() => AdminMessageType, { description: "Saves a draft; HTML content is sanitised on the server" })
  createMessage(@Ctx() ctx: Context, @Arg("input", () => CreateMessageInput) input: CreateMessageInput): Promise<AdminMessageType> {
    return ctx.services.messages.admin.create(ctx, input);
  }

  @RequirePermission(Permission.CONTENT_WRITE)
  @Mutation(() => AdminMessageType)
  updateMessage(@Ctx() ctx: Context, @Arg("id", () => ID) id: string, @Arg("input", () => UpdateMessageInput) input: UpdateMessageInput): Promise<AdminMessageType> {
    return ctx.services.messages.admin.update(ctx, id, input);
  }

  @RequirePermission(Permission.CONTENT_WRITE)
  @Mutation(() => AdminMessageType, { description: "Draft → sent now (no send date, or one passed) or published until its send date" })
  publishMessage(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<AdminMessageType> {
    return ctx.services.messages.admin.publish(ctx, id);
  }

  @RequirePermission(Permission.CONTENT_WRITE)
  @Mutation(() => AdminMessageType, { description: "Published (not yet sent) → draft" })
  unpublishMessage(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<AdminMessageType> {
    return ctx.services.messages.admin.unpublish(ctx, id);
  }

  @RequirePermission(Permission.CONTENT_WRITE)
  @Mutation(() => Boolean, { description: "Deletes a message; players no longer see it" })
  deleteMessage(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<boolean> {
    return ctx.services.messages.admin.delete(ctx, id);
  }
}
