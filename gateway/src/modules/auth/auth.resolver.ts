import { Arg, Ctx, Int, Mutation, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { toUserType } from "../users/user.mapper.js";
import { SessionType, SignInChallengeType } from "./auth.type.js";

@Resolver()
export class AuthResolver {
  @Mutation(() => SignInChallengeType)
  requestSignIn(
    @Ctx() ctx: Context,
    @Arg("address", () => String) address: string,
    @Arg("chainId", () => Int) chainId: number,
  ): Promise<SignInChallengeType> {
    return ctx.services.auth.requestSignIn(ctx.em, address, chainId, ctx.origin);
  }

  @Mutation(() => SessionType)
  async signIn(
    @Ctx() ctx: Context,
    @Arg("message", () => String) message: string,
    @Arg("signature", () => String) signature: string,
  ): Promise<SessionType> {
    const s = await ctx.services.auth.signIn(ctx.em, message, signature, ctx.ip);
    ctx.setSessionCookie?.(s.token, s.expiresAt);
    return { token: s.token, address: s.address, expiresAt: s.expiresAt, user: s.user ? toUserType(s.user, ctx.ip) : null };
  }

  @Mutation(() => Boolean)
  async signOut(@Ctx() ctx: Context): Promise<boolean> {
    ctx.clearSessionCookie?.();
    return ctx.services.auth.signOut(ctx.em, ctx.viewer ?? ctx.bannedSession ?? null);
  }
}
