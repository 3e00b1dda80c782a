import { Arg, Authorized, Ctx, Query, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { TokenAmountScalar } from "../../graphql/scalars.js";
import { ClaimGasEstimateType, ReservesType, WithdrawalQuoteType } from "./usdc.type.js";

@Resolver()
export class UsdcResolver {
  /** Public: anyone can check the reserves hold. */
  @Query(() => ReservesType, { description: "Proof of reserves, read live from both chains" })
  reserves(@Ctx() ctx: Context): Promise<ReservesType> {
    return ctx.services.usdc.reserves();
  }

  @Authorized()
  @Query(() => WithdrawalQuoteType, { description: "The ETA the viewer's USDC withdrawal of this amount would get now (show it before they confirm)" })
  withdrawalQuote(@Ctx() ctx: Context, @Arg("amount", () => TokenAmountScalar) amount: string): Promise<WithdrawalQuoteType> {
    return ctx.services.usdc.quote(ctx.viewer!.address, amount);
  }

  @Authorized()
  @Query(() => ClaimGasEstimateType, { description: "Gas of claiming one of the viewer's claimable USDC withdrawals (flow 3) at the current fee" })
  claimGasEstimate(@Ctx() ctx: Context, @Arg("withdrawalId", () => String) withdrawalId: string): Promise<ClaimGasEstimateType> {
    return ctx.services.usdc.claimGas(ctx.viewer!.address, withdrawalId);
  }
}
