import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { RequirePermission } from "../admin/access/require-permission.js";
import { Permission } from "../admin/permissions.js";
import { AdminCategoryType, CategoryType } from "./category.type.js";
import { CreateCategoryInput, UpdateCategoryInput } from "./categories.inputs.js";

/** Lobby categories: the lobby's filter, and the back office's CRUD (SPEC /admin/categories). */
@Resolver()
export class CategoriesResolver {
  @Query(() => [CategoryType], { description: "Enabled lobby categories in order, each with its enabled games" })
  categories(@Ctx() ctx: Context): Promise<CategoryType[]> {
    return ctx.services.categories.list(ctx.em);
  }

  @RequirePermission(Permission.CONTENT_WRITE)
  @Query(() => [AdminCategoryType], { description: "Every category, enabled or not, in order" })
  adminCategories(@Ctx() ctx: Context): Promise<AdminCategoryType[]> {
    return ctx.services.categories.adminList(ctx.em);
  }

  @RequirePermission(Permission.CONTENT_WRITE)
  @Query(() => AdminCategoryType)
  adminCategory(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<AdminCategoryType> {
    return ctx.services.categories.get(ctx.em, id);
  }

  @RequirePermission(Permission.CONTENT_WRITE)
  @Mutation(() => AdminCategoryType)
  createCategory(@Ctx() ctx: Context, @Arg("input", () => CreateCategoryInput) input: CreateCategoryInput): Promise<AdminCategoryType> {
    return ctx.services.categories.create(ctx, input);
  }

  @RequirePermission(Permission.CONTENT_WRITE)
  @Mutation(() => AdminCategoryType, { description: "For a built-in category, gameIds also sets those games' `categories`" })
  updateCategory(@Ctx() ctx: Context, @Arg("id", () => ID) id: string, @Arg("input", () => UpdateCategoryInput) input: UpdateCategoryInput): Promise<AdminCategoryType> {
    return ctx.services.categories.update(ctx, id, input);
  }

  @RequirePermission(Permission.CONTENT_WRITE)
  @Mutation(() => Boolean, { description: "Deletes a staff-made category; a built-in one is CONFLICT (turn it off instead)" })
  deleteCategory(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<boolean> {
    return ctx.services.categories.delete(ctx, id);
  }
}
