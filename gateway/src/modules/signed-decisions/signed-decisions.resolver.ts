import { Arg, Authorized, Ctx, Mutation, Resolver } from "type-graphql";
import type { Context } from "../../context.js";
import { SignedDecisionInput } from "./signed-decision.inputs.js";
import { SignedDecisionResultType } from "./signed-decision.type.js";

/** Decisions at hold'em and blackjack tables the player signs and the dealer sends (the player pays no gas for them). */
@Resolver()
export class SignedDecisionsResolver {
  @Authorized()
  @Mutation(() => SignedDecisionResultType, {
    description:
      "Hands a signed decision to the dealer, who sends each window's decisions in one batch, and answers once the table took it (SENT) or refused it (REFUSED with the table's reason), " +
      "or PENDING when the dealer has not answered within about 20 s (the table's round then shows whether it was taken). " +
      "Refused before anything is stored: BAD_USER_INPUT (extensions.field) for a number out of range, a malformed signature or a table that takes no decisions; NOT_FOUND for an unknown table, " +
      "or an unknown bet (extensions.reason \"No such bet\"); FORBIDDEN (reason \"Not your bet\") when the signer or the bet is not the signed-in player's; " +
      "CONFLICT (reason \"Already decided\") when the bet already has a decision for the window that was not refused",
  })
  submitDecision(@Ctx() ctx: Context, @Arg("input", () => SignedDecisionInput) input: SignedDecisionInput): Promise<SignedDecisionResultType> {
    return ctx.services.signedDecisions.submit(ctx.em, ctx.viewer!, input);
  }
}
