import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { RequirePermission } from "../admin/access/require-permission.js";
import { Permission } from "../admin/permissions.js";
import { AdminPopupType, PopupType } from "./popup.type.js";
import { CreatePopupInput, UpdatePopupInput } from "./popups.inputs.js";

/** Popups: the ones to show now (players, guests), showings counted per player, and the back office's CRUD. */
@Resolver()
export class PopupsResolver {
  @Query(() => [PopupType], { description: "Popups to show now, of one type when given (1 immediate, 2 after connect); a signed-in player's exclude those already shown displayTimes times" })
  popups(@Ctx() ctx: Context, @Arg("type", () => Int, { nullable: true }) type: number | null): Promise<PopupType[]> {
    return ctx.services.popups.player.current(ctx.em, ctx.viewer?.address ?? null, type);
  }

  @Authorized()
  @Mutation(() => PopupType, { description: "Counts one showing of a popup to the signed-in player (never past displayTimes); returns what remains" })
  popupShown(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<PopupType> {
    return ctx.services.popups.player.shown(ctx.em, ctx.viewer!.address, id);
  }

  @RequirePermission(Permission.CONTENT_WRITE)
  @Query(() => [AdminPopupType], { description: "Every popup, latest start first" })
  adminPopups(@Ctx() ctx: Context): Promise<AdminPopupType[]> {
    return ctx.services.popups.admin.list(ctx.em);
  }

  @RequirePermission(Permission.CONTENT_WRITE)
  @Query(() => AdminPopupType)
  adminPopup(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<AdminPopupType> {
    return ctx.services.popups.admin.get(ctx.em, id);
  }

  @RequirePermission(Permission.CONTENT_WRITE)
  @Mutation(() => AdminPopupType)
  createPopup(@Ctx() ctx: Context, @Arg("input", () => CreatePopupInput) input: CreatePopupInput): Promise<AdminPopupType> {
    return ctx.services.popups.admin.create(ctx, input);
  }

  @RequirePermission(Permission.CONTENT_WRITE)
  @Mutation(() => AdminPopupType)
  updatePopup(@Ctx() ctx: Context, @Arg("id", () => ID) id: string, @Arg("input", () => UpdatePopupInput) input: UpdatePopupInput): Promise<AdminPopupType> {
    return ctx.services.popups.admin.update(ctx, id, input);
  }

  @RequirePermission(Permission.CONTENT_WRITE)
  @Mutation(() => Boolean)
  deletePopup(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<boolean> {
    return ctx.services.popups.admin.delete(ctx, id);
  }
}
