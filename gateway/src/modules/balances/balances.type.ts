import { Field, ID, ObjectType } from "type-graphql";
import { TokenAmountScalar } from "../../graphql/scalars.js";

@ObjectType("Balances")
export class BalancesType {
  @Field(() => ID) id!: string;
  @Field(() => TokenAmountScalar, { description: "Asset-chain SUSD held by the player's wallet (token units)" }) susd!: string;
  @Field(() => TokenAmountScalar, { description: "Game-chain SUSD the player can bet: the sunc wallet's cashier balance plus any game SUSD the wallet holds itself (token units)" }) g1Susd!: string;
  @Field(() => TokenAmountScalar, { description: "Bonus SUSD locked in the bonus program (token units)" }) bsusd!: string;
  @Field(() => TokenAmountScalar, { description: "susd + g1Susd" }) total!: string;
}
