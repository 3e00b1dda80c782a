import { Field, InputType, Int } from "type-graphql";

@InputType("SignedDecisionInput", { description: "A decision the player signed with their game or main wallet (EIP-712 `Decision`, domain \"Sunrise DecisionTable\" at the table's contract on the game chain)" })
export class SignedDecisionInput {
  @Field(() => Int) tableId!: number;
  @Field(() => Int) roundId!: number;
  @Field(() => Int) betIndex!: number;
  @Field(() => Int, { description: "The decision window it is signed for (1–16): the table takes it only in that window" }) window!: number;
  @Field(() => Int, { description: "0, or 1 for a split's second hand" }) hand!: number;
  @Field(() => Int, { description: "The contract's action code (1–15): hold'em 1 call, 2 fold; blackjack 1 hit, 2 stand, 3 double, 4 split, 5 insurance, 6 no insurance" }) action!: number;
  @Field(() => String, { description: "The 65-byte signature, 0x hex" }) signature!: string;
}
