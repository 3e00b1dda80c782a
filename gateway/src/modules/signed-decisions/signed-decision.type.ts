import { Field, ID, ObjectType, registerEnumType } from "type-graphql";
import { SignedDecisionState } from "@sunrise/db";

export const SignedDecisionStateValue = { PENDING: SignedDecisionState.PENDING, SENT: SignedDecisionState.SENT, REFUSED: SignedDecisionState.REFUSED } as const;
registerEnumType(SignedDecisionStateValue, {
  name: "SignedDecisionState",
  description: "PENDING: the dealer has not sent it yet; SENT: mined in the dealer's batch; REFUSED: the table would not take it (see reason)",
});

@ObjectType("SignedDecisionResult", { description: "A signed decision as the dealer handled it" })
export class SignedDecisionResultType {
  @Field(() => ID) id!: string;
  @Field(() => SignedDecisionStateValue) state!: SignedDecisionState;
  @Field(() => String, { nullable: true, description: "The batch transaction that took it (SENT)" }) txHash!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Why the table refused it (REFUSED), in the contract's words: its revert reason (\"Decision window is closed\", \"Not your bet\", a rule of the game) or a cashier error by name and arguments (\"LossLimitReached(1, 25000000, 1764633600)\")",
  })
  reason!: string | null;
}
