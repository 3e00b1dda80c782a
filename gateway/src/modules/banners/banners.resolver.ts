import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { RequirePermission } from "../admin/access/require-permission.js";
import { Permission } from "../admin/permissions.js";
import { AdminBannerType, BannerType } from "./banner.type.js";
import { CreateBannerInput, UpdateBannerInput } from "./banners.inputs.js";

/** Top banners: what a page shows now at its location, and the back office's CRUD. */
@Resolver()
export class BannersResolver {
  @Query(() => [BannerType], { description: "Banners live now at a location (11 lobby top; 21–25 staking pages), in order" })
  banners(@Ctx() ctx: Context, @Arg("location", () => Int) location: number): Promise<BannerType[]> {
    return ctx.services.banners.live(ctx.em, location);
  }

  @RequirePermission(Permission.CONTENT_WRITE)
  @Query(() => [AdminBannerType], { description: "Every banner (of a type or location when given), by location and order" })
  adminBanners(@Ctx() ctx: Context, @Arg("type", () => Int, { nullable: true }) type: number | null, @Arg("location", () => Int, { nullable: true }) location: number | null): Promise<AdminBannerType[]> {
    return ctx.services.banners.list(ctx.em, type, location);
  }

  @RequirePermission(Permission.CONTENT_WRITE)
  @Query(() => AdminBannerType)
  adminBanner(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<AdminBannerType> {
    return ctx.services.banners.get(ctx.em, id);
  }

  @RequirePermission(Permission.CONTENT_WRITE)
  @Mutation(() => AdminBannerType, { description: "Images are checked against SPEC §3's ratios (within 2%): BAD_USER_INPUT with extensions.field otherwise" })
  createBanner(@Ctx() ctx: Context, @Arg("input", () => CreateBannerInput) input: CreateBannerInput): Promise<AdminBannerType> {
    return ctx.services.banners.create(ctx, input);
  }

  @RequirePermission(Permission.CONTENT_WRITE)
  @Mutation(() => AdminBannerType)
  updateBanner(@Ctx() ctx: Context, @Arg("id", () => ID) id: string, @Arg("input", () => UpdateBannerInput) input: UpdateBannerInput): Promise<AdminBannerType> {
    return ctx.services.banners.update(ctx, id, input);
  }

  @RequirePermission(Permission.CONTENT_WRITE)
  @Mutation(() => Boolean)
  deleteBanner(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<boolean> {
    return ctx.services.banners.delete(ctx, id);
  }
}
