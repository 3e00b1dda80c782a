import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../../context.js";
import { RequirePermission } from "../access/require-permission.js";
import { Permission } from "../permissions.js";
import { AdminGameType } from "./admin-games.type.js";
import { CreateGameInput, UpdateGameInput } from "./admin-games.inputs.js";
import { AdminTableType } from "./admin-tables.type.js";
import { CreateTableInput, UpdateTableInput } from "./admin-tables.inputs.js";

@Resolver()
export class AdminGamesResolver {
  @RequirePermission(Permission.GAMES_READ)
  @Query(() => [AdminGameType], { description: "Every game, enabled or not, in lobby order" })
  adminGames(@Ctx() ctx: Context): Promise<AdminGameType[]> {
    return ctx.services.admin.games.list(ctx.em);
  }

  @RequirePermission(Permission.GAMES_READ)
  @Query(() => AdminGameType)
  adminGame(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<AdminGameType> {
    return ctx.services.admin.games.get(ctx.em, id);
  }

  @RequirePermission(Permission.GAMES_READ)
  @Query(() => [AdminTableType], { description: "Every table (of one game when gameId is given), enabled or not, by id" })
  adminTables(@Ctx() ctx: Context, @Arg("gameId", () => ID, { nullable: true }) gameId: string | null): Promise<AdminTableType[]> {
    return ctx.services.admin.tables.list(ctx.em, gameId);
  }

  @RequirePermission(Permission.GAMES_READ)
  @Query(() => AdminTableType)
  adminTable(@Ctx() ctx: Context, @Arg("id", () => Int) id: number): Promise<AdminTableType> {
    return ctx.services.admin.tables.get(ctx.em, id);
  }

  @RequirePermission(Permission.GAMES_WRITE)
  @Mutation(() => AdminGameType)
  createGame(@Ctx() ctx: Context, @Arg("input", () => CreateGameInput) input: CreateGameInput): Promise<AdminGameType> {
    return ctx.services.admin.games.create(ctx, input);
  }

  @RequirePermission(Permission.GAMES_WRITE)
  @Mutation(() => AdminGameType)
  updateGame(@Ctx() ctx: Context, @Arg("id", () => ID) id: string, @Arg("input", () => UpdateGameInput) input: UpdateGameInput): Promise<AdminGameType> {
    return ctx.services.admin.games.update(ctx, id, input);
  }

  @RequirePermission(Permission.GAMES_WRITE)
  @Mutation(() => AdminTableType, { description: "Lists a deployed table contract in the lobby" })
  createTable(@Ctx() ctx: Context, @Arg("input", () => CreateTableInput) input: CreateTableInput): Promise<AdminTableType> {
    return ctx.services.admin.tables.create(ctx, input);
  }

  @RequirePermission(Permission.GAMES_WRITE)
  @Mutation(() => AdminTableType, { description: "Saves name, area, floor, enabled and betting time at once; new limits go to the contract as a table.setLimits task" })
  updateTable(@Ctx() ctx: Context, @Arg("id", () => Int) id: number, @Arg("input", () => UpdateTableInput) input: UpdateTableInput): Promise<AdminTableType> {
    return ctx.services.admin.tables.update(ctx, id, input);
  }

  @RequirePermission(Permission.GAMES_WRITE)
  @Mutation(() => ID, { description: "Pauses or resumes the table's contract through a table.pause / table.unpause task; returns the task id" })
  setTablePaused(@Ctx() ctx: Context, @Arg("id", () => Int) id: number, @Arg("paused", () => Boolean) paused: boolean): Promise<string> {
    return ctx.services.admin.tables.setPaused(ctx, id, paused);
  }
}
