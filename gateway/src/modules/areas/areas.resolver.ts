import { Ctx, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { AreaType } from "./areas.type.js";

@Resolver(() => AreaType)
export class AreasResolver {
  @Query(() => [AreaType], { description: "Every area of the casino with whether it is open now" })
  areas(@Ctx() ctx: Context): Promise<AreaType[]> {
    return ctx.services.areas.list(ctx.em);
  }
}
