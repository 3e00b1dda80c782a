import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { RequirePermission } from "../admin/access/require-permission.js";
import { Permission } from "../admin/permissions.js";
import { AdminJackpotConnectionType, AdminJackpotType, AdminTicketConnectionType, AdminTicketType } from "./jackpot.type.js";
import { AdminJackpotFilterInput, AdminTicketFilterInput, CreateJackpotInput, IssueTicketsInput, UpdateJackpotInput } from "./jackpots.inputs.js";

/** Jackpots and tickets in the back office (SPEC /admin/jackpot, /admin/jackpots/…, /admin/tickets/…); every change writes its operation-log line. */
@Resolver()
export class JackpotsResolver {
  @RequirePermission(Permission.JACKPOTS_READ)
  @Query(() => AdminJackpotConnectionType, { description: "Jackpots, newest first, by level, state and draw time" })
  adminJackpots(
    @Ctx() ctx: Context,
    @Arg("filter", () => AdminJackpotFilterInput, { defaultValue: {} }) filter: AdminJackpotFilterInput,
    @Arg("first", () => Int, { defaultValue: 20 }) first: number,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<AdminJackpotConnectionType> {
    return ctx.services.jackpots.list(ctx.em, filter, first, after);
  }

  @RequirePermission(Permission.JACKPOTS_READ)
  @Query(() => AdminJackpotType, { description: "One jackpot with its history, draw and winners (each with its payout task)" })
  adminJackpot(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<AdminJackpotType> {
    return ctx.services.jackpots.get(ctx.em, id);
  }

  @RequirePermission(Permission.JACKPOTS_READ)
  @Query(() => [String], { description: "Owners of tickets 0..N-1 in the canonical order once entries closed (empty before): what a verifier re-draws from" })
  adminJackpotEntries(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<string[]> {
    return ctx.services.jackpots.entries(ctx.em, id);
  }

  @RequirePermission(Permission.JACKPOTS_WRITE)
  @Mutation(() => AdminJackpotType, { description: "Saves a draft jackpot" })
  createJackpot(@Ctx() ctx: Context, @Arg("input", () => CreateJackpotInput) input: CreateJackpotInput): Promise<AdminJackpotType> {
    return ctx.services.jackpots.create(ctx, input);
  }

  @RequirePermission(Permission.JACKPOTS_WRITE)
  @Mutation(() => AdminJackpotType, { description: "Edits a draft; an open jackpot may only move its draw later" })
  updateJackpot(@Ctx() ctx: Context, @Arg("id", () => ID) id: string, @Arg("input", () => UpdateJackpotInput) input: UpdateJackpotInput): Promise<AdminJackpotType> {
    return ctx.services.jackpots.update(ctx, id, input);
  }

  @RequirePermission(Permission.JACKPOTS_WRITE)
  @Mutation(() => AdminJackpotType, { description: "Draft → open: tickets count, the operator commits the draw's seed" })
  publishJackpot(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<AdminJackpotType> {
    return ctx.services.jackpots.publish(ctx, id);
  }

  @RequirePermission(Permission.JACKPOTS_WRITE)
  @Mutation(() => AdminJackpotType, { description: "Cancels a draft or open jackpot before its entries close" })
  cancelJackpot(@Ctx() ctx: Context, @Arg("id", () => ID) id: string, @Arg("reason", () => String) reason: string): Promise<AdminJackpotType> {
    return ctx.services.jackpots.cancel(ctx, id, reason);
  }

  @RequirePermission(Permission.JACKPOTS_WRITE)
  @Mutation(() => AdminJackpotType, { description: "Queues a winner's payout again after its jackpot.pay task failed" })
  retryJackpotPayout(@Ctx() ctx: Context, @Arg("id", () => ID) id: string, @Arg("ticket", () => Int, { description: "The winning ticket's number" }) ticket: number): Promise<AdminJackpotType> {
    return ctx.services.jackpots.retryPayout(ctx, id, ticket);
  }

  @RequirePermission(Permission.TICKETS_READ)
  @Query(() => AdminTicketConnectionType, { description: "A jackpot's tickets by owner and source" })
  adminTickets(
    @Ctx() ctx: Context,
    @Arg("jackpotId", () => ID) jackpotId: string,
    @Arg("filter", () => AdminTicketFilterInput, { defaultValue: {} }) filter: AdminTicketFilterInput,
    @Arg("first", () => Int, { defaultValue: 50 }) first: number,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<AdminTicketConnectionType> {
    return ctx.services.jackpots.tickets(ctx.em, jackpotId, filter, first, after);
  }

  @RequirePermission(Permission.TICKETS_READ)
  @Query(() => AdminTicketType)
  adminTicket(@Ctx() ctx: Context, @Arg("id", () => ID) id: string): Promise<AdminTicketType> {
    return ctx.services.jackpots.ticket(ctx.em, id);
  }

  @RequirePermission(Permission.TICKETS_WRITE)
  @Mutation(() => [AdminTicketType], { description: "Issues 1 to 1000 tickets of a jackpot still taking entries to a registered player" })
  issueTickets(@Ctx() ctx: Context, @Arg("input", () => IssueTicketsInput) input: IssueTicketsInput): Promise<AdminTicketType[]> {
    return ctx.services.jackpots.issue(ctx, input);
  }

  @RequirePermission(Permission.TICKETS_WRITE)
  @Mutation(() => AdminTicketType, { description: "Voids an issued ticket before entries close" })
  voidTicket(@Ctx() ctx: Context, @Arg("id", () => ID) id: string, @Arg("reason", () => String) reason: string): Promise<AdminTicketType> {
    return ctx.services.jackpots.void(ctx, id, reason);
  }
}
