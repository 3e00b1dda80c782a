import { Field, GraphQLISODateTime, ID, Int, ObjectType } from "type-graphql";
import { TokenAmountScalar } from "../../graphql/scalars.js";

@ObjectType("TableDecision", { description: "A player's decision on a bet at a casino hold'em or blackjack table, as the table contract recorded it (one per bet and window)" })
export class TableDecisionType {
  @Field(() => ID, { description: "`<round id>:<bet index>:<window>`" }) id!: string;
  @Field(() => Int) betIndex!: number;
  @Field(() => String) player!: string;
  @Field(() => Int, { description: "The bet's hand it was taken for: 0, or 1 for a split's second hand" }) hand!: number;
  @Field(() => Int, { description: "The decision window it was taken in (1 = the first after the deal)" }) window!: number;
  @Field(() => Int, { description: "The contract's action code: hold'em 1 call, 2 fold; blackjack 1 hit, 2 stand, 3 double, 4 split, 5 insurance, 6 no insurance" }) action!: number;
  @Field(() => String, { description: "call, fold, hit, stand, double, split, insurance or noInsurance" }) name!: string;
  @Field(() => TokenAmountScalar, { description: "Escrowed by the decision on top of the bet (a call, a double, a split, insurance)" }) extraStake!: string;
  @Field(() => GraphQLISODateTime) decidedAt!: Date;
  @Field(() => String) txHash!: string;
}

@ObjectType("AllowedAction", { description: "A decision the viewer may take now: signed by the bet's player and handed to `submitDecision` (or sent as `decide(roundId, betIndex, hand, action)`); the cashier balance pays `extraStake`" })
export class AllowedActionType {
  @Field(() => Int) betIndex!: number;
  @Field(() => Int) hand!: number;
  @Field(() => Int) action!: number;
  @Field(() => String) name!: string;
  @Field(() => TokenAmountScalar, { description: "What the decision escrows (0 for a fold, stand, hit or no insurance)" }) extraStake!: string;
}

@ObjectType("BetHand", { description: "One hand of a blackjack bet as its decisions played it on the round's cards" })
export class BetHandType {
  @Field(() => Int, { description: "0, or 1 for a split's second hand" }) hand!: number;
  @Field(() => [Int], { description: "Card codes 0–51 in the order the hand took them" }) cards!: number[];
  @Field(() => Int, { description: "Best total (an ace counts 11 when that does not bust)" }) total!: number;
  @Field(() => Boolean) soft!: boolean;
  @Field(() => TokenAmountScalar, { description: "The hand's stake: the bet's amount, twice that once doubled" }) stake!: string;
  @Field(() => Boolean) doubled!: boolean;
  @Field(() => Boolean) fromSplit!: boolean;
  @Field(() => Boolean, { description: "The hand can take no more decisions (stood, doubled, 21, bust, split aces, or the bet is done)" }) finished!: boolean;
  @Field(() => Boolean, { description: "The hand a decision in the open window is for" }) active!: boolean;
  @Field(() => String, { nullable: true, description: "Once revealed: win, lose, push or blackjack" }) outcome!: string | null;
  @Field(() => TokenAmountScalar, { nullable: true, description: "Once revealed: what the hand returned (stake included; 0 on a loss)" }) payout!: string | null;
}

@ObjectType("RoundCards", { description: "The cards of a casino hold'em or blackjack round shown so far, by role (all of them once revealed)" })
export class RoundCardsType {
  @Field(() => [Int], { description: "The players' shared two cards" }) player!: number[];
  @Field(() => [Int], { description: "Hold'em: the dealer's two cards once revealed; blackjack: the up card, then the hole card and draws once revealed" }) dealer!: number[];
  @Field(() => [Int], { description: "Hold'em: the flop, then turn and river once revealed; [] for blackjack" }) board!: number[];
  @Field(() => [Int], { description: "Blackjack: the common extra-card sequence shown so far (every player's n-th extra card); [] for hold'em" }) extra!: number[];
}
