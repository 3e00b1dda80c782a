import { Ctx, Query, Resolver } from "type-graphql";
import type { Context } from "../../../context.js";
import { viewerPermissions } from "./check-access.js";

@Resolver()
export class ViewerPermissionsResolver {
  @Query(() => [String], { description: "Back-office permissions of the signed-in account from this IP (empty for guests and players): the client hides what is not listed" })
  viewerPermissions(@Ctx() ctx: Context): string[] {
    return [...viewerPermissions(ctx)];
  }
}
