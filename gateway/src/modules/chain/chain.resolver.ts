import { Ctx, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { ChainConfigType } from "./chain.type.js";

@Resolver()
export class ChainResolver {
  @Query(() => ChainConfigType)
  chainConfig(@Ctx() ctx: Context): ChainConfigType {
    return ctx.services.chain.config();
  }

  @Query(() => String)
  ip(@Ctx() ctx: Context): string {
    return ctx.ip;
  }
}
