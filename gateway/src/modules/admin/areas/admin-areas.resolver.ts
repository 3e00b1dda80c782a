import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../../context.js";
import { RequirePermission } from "../access/require-permission.js";
import { Permission } from "../permissions.js";
import { AdminAreaType } from "./admin-areas.type.js";
import { CreateAreaInput, UpdateAreaInput } from "./admin-areas.inputs.js";

@Resolver()
export class AdminAreasResolver {
  @RequirePermission(Permission.AREAS_READ)
  @Query(() => [AdminAreaType], { description: "Every area, enabled or not, with its tables' count" })
  adminAreas(@Ctx() ctx: Context): Promise<AdminAreaType[]> {
    return ctx.services.admin.areas.list(ctx.em);
  }

  @RequirePermission(Permission.AREAS_READ)
  @Query(() => AdminAreaType)
  adminArea(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<AdminAreaType> {
    return ctx.services.admin.areas.get(ctx.em, id);
  }

  @RequirePermission(Permission.AREAS_WRITE)
  @Mutation(() => AdminAreaType)
  createArea(@Ctx() ctx: Context, @Arg("input", () => CreateAreaInput) input: CreateAreaInput): Promise<AdminAreaType> {
    return ctx.services.admin.areas.create(ctx, input);
  }

  @RequirePermission(Permission.AREAS_WRITE)
  @Mutation(() => AdminAreaType, { description: "The dealer follows the new hours or enable flag on its next tick" })
  updateArea(@Ctx() ctx: Context, @Arg("id", () => ID) id: string, @Arg("input", () => UpdateAreaInput) input: UpdateAreaInput): Promise<AdminAreaType> {
    return ctx.services.admin.areas.update(ctx, id, input);
  }

  @RequirePermission(Permission.AREAS_WRITE)
  @Mutation(() => Boolean, { description: "Deletes an area no table stands in (CONFLICT otherwise)" })
  deleteArea(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<boolean> {
    return ctx.services.admin.areas.delete(ctx, id);
  }
}
