import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../../context.js";
import { RequirePermission } from "../access/require-permission.js";
import { Permission } from "../permissions.js";
import { MemberBalancesType, MemberConnectionType, MemberType } from "./member.type.js";
import { MemberFilterInput } from "./members.inputs.js";

@Resolver(() => MemberType)
export class MembersResolver {
  @RequirePermission(Permission.MEMBERS_READ)
  @Query(() => MemberConnectionType, { description: "Players searched by address, name or email, newest registration first" })
  members(
    @Ctx() ctx: Context,
    @Arg("filter", () => MemberFilterInput, { nullable: true }) filter: MemberFilterInput | null,
    @Arg("first", () => Int, { defaultValue: 20 }) first: number,
    @Arg("after", () => String, { nullable: true }) after: string | null,
  ): Promise<MemberConnectionType> {
    return ctx.services.admin.members.list(ctx.em, filter ?? {}, first, after);
  }

  @RequirePermission(Permission.MEMBERS_READ)
  @Query(() => MemberType)
  member(@Ctx() ctx: Context, @Arg("address", () => String) address: string): Promise<MemberType> {
    return ctx.services.admin.members.get(ctx.em, address);
  }

  @RequirePermission(Permission.MEMBERS_READ)
  @FieldResolver(() => MemberBalancesType, { description: "Wallet balances read from chain and what the database knows; ask for one member at a time" })
  balances(@Root() member: MemberType, @Ctx() ctx: Context): Promise<MemberBalancesType> {
    return ctx.services.admin.members.balancesOf(ctx.em, member);
  }

  @RequirePermission(Permission.MEMBERS_BAN)
  @Mutation(() => MemberType, { description: "Sets or lifts the account ban (refused at sign-in and on its next request), the chat ban and the image ban; only the flags given change" })
  setMemberBan(
    @Ctx() ctx: Context,
    @Arg("address", () => String) address: string,
    @Arg("banned", () => Boolean, { nullable: true }) banned: boolean | null,
    @Arg("chatBanned", () => Boolean, { nullable: true }) chatBanned: boolean | null,
    @Arg("imageBanned", () => Boolean, { nullable: true }) imageBanned: boolean | null,
  ): Promise<MemberType> {
    return ctx.services.admin.members.setBan(ctx, address, { banned, chatBanned, imageBanned });
  }
}
