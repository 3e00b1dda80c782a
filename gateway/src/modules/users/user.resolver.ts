import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { RegisterInput } from "./user.inputs.js";
import { toUserType } from "./user.mapper.js";
import { UserType } from "./user.type.js";

@Resolver()
export class UserResolver {
  /** The signed-in player, or null for a guest or an address that has not registered. */
  @Query(() => UserType, { nullable: true })
  me(@Ctx() ctx: Context): UserType | null {
    const user = ctx.viewer?.user;
    return user ? toUserType(user, ctx.ip) : null;
  }

  @Authorized()
  @Mutation(() => UserType)
  async register(@Ctx() ctx: Context, @Arg("input", () => RegisterInput) input: RegisterInput): Promise<UserType> {
    const user = await ctx.services.users.register(ctx.em, ctx.viewer!, input, ctx.ip);
    return toUserType(user, ctx.ip);
  }
}
