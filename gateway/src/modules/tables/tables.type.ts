import { Field, GraphQLISODateTime, ID, Int, ObjectType } from "type-graphql";
import { GraphQLJSONObject } from "graphql-scalars";
import { TokenAmountScalar } from "../../graphql/scalars.js";
import type { BetHand } from "@sunrise/db";
import { CardProofType, PlayerSeedType } from "./shoe.type.js";

@ObjectType("TableBet")
export class TableBetType {
  @Field(() => ID) id!: string;
  @Field(() => Int) tableId!: number;
  @Field(() => String) roundKey!: string;
  @Field(() => Int) betIndex!: number;
  @Field(() => String) player!: string;
  @Field(() => Int, { description: "Bet kind id: gameType × 1000 + kind (games engine)" }) kind!: number;
  @Field(() => [Int]) numbers!: number[];
  @Field(() => TokenAmountScalar) amount!: string;
  @Field(() => TokenAmountScalar, { nullable: true }) payout!: string | null;
  @Field(() => Boolean) refunded!: boolean;
  @Field(() => GraphQLISODateTime) placedAt!: Date;
  @Field(() => TokenAmountScalar, { description: "Casino hold'em and blackjack: stakes the bet's decisions escrowed on top of its amount (a call, doubles, a split, insurance); 0 otherwise" }) extraStake!: string;
  /** Blackjack: the hands as the reveal settled them (indexer); resolved with the round's cards otherwise. */
  hands?: BetHand[] | null;
}

@ObjectType("TableRound", { description: "A table round with everything needed to verify it" })
export class TableRoundType {
  @Field(() => ID) id!: string;
  @Field(() => Int) tableId!: number;
  @Field(() => Int, { description: "1 roulette, 2 baccarat, 3 casino hold'em, 4 sic bo, 5 dragon tiger, 6 money wheel, 7 blackjack" }) gameType!: number;
  @Field(() => Int) roundId!: number;
  @Field(() => String) table!: string;
  @Field(() => String, { description: "open, closed, dealt (casino hold'em and blackjack: decision windows running), revealed (outcome known, bets being paid in pages), settled (every bet paid), refunded (never closed: stakes back) or forfeited (not revealed in time: every bet paid its worst case)" }) state!: string;
  @Field(() => String, { description: "sha256 of the round's seed; zero for a shoe round (its shoe carries the commitment)" }) commitment!: string;
  @Field(() => String, { nullable: true, description: "Stream rounds: keccak256(close block hash, player seeds folded), known from the close; shoe rounds: the shoe's client seed" }) clientSeed!: string | null;
  @Field(() => String, { nullable: true, description: "The revealed seed (stream rounds); null for shoe rounds, whose seed is the shoe's" }) serverSeed!: string | null;
  @Field(() => [PlayerSeedType], { description: "Players' seeds folded into a stream round's entropy, in the order the chain logged them" }) playerSeeds!: PlayerSeedType[];
  @Field(() => Int, { nullable: true, description: "Shoe rounds: the shoe dealt from" }) shoeId!: number | null;
  @Field(() => Int, { nullable: true, description: "Shoe rounds: position of the round's first card in the shoe" }) firstPosition!: number | null;
  @Field(() => [Int], { nullable: true, description: "What the contract dealt: roulette [pocket], sic bo [d1,d2,d3], money wheel the segments spun, baccarat and dragon tiger the cards in draw order. Null until revealed" }) outcome!: number[] | null;
  @Field(() => [CardProofType], { nullable: true, description: "Shoe rounds: each card with its Merkle proof against the shoe's root, in draw order; casino hold'em and blackjack: each card shown so far with its proof against the round deck's root, window by window" }) cardProofs!: CardProofType[] | null;
  @Field(() => String, { nullable: true, description: "Casino hold'em and blackjack: the round deck's Merkle root, published by the deal" }) root!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "Casino hold'em and blackjack: when the deal was recorded" }) dealtAt!: Date | null;
  @Field(() => Int, { description: "Casino hold'em and blackjack: the decision window open or last opened (0 before the deal)" }) window!: number;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "When the current decision window closes (block time): decisions are taken while state is dealt and now is before it" }) windowClosesAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "Casino hold'em and blackjack: the settle deadline; past it anyone may forfeit the round (each stake paid its worst case)" }) settleBy!: Date | null;
  @Field(() => GraphQLISODateTime) openedAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "When betting closes (block time, from RoundOpened): the countdown's end" }) closesAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) closedAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) settledAt!: Date | null;
  @Field(() => TokenAmountScalar, { nullable: true }) totalStaked!: string | null;
  @Field(() => TokenAmountScalar, { nullable: true, description: "Paid to the round's bets; for a forfeited round what it owes them, each bet its worst case" }) totalPaid!: string | null;
  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: "What the round dealt, the contract's outcome decoded by the games engine (`decodeOutcome`): e.g. roulette { game, number, color }, baccarat { game, player, banker, playerTotal, bankerTotal, winner }; cards are codes 0–51 (suit × 13 + rank − 1; games README). Null until revealed, and for forfeited rounds",
  })
  result!: Record<string, unknown> | null;
  /** Loaded with the round where it is read once for many (a page, a subscription event); else resolved per request. */
  bets?: TableBetType[];
}

@ObjectType("LiveTable", { description: "A table the dealer runs: its current round and its latest results" })
export class LiveTableType {
  @Field(() => Int) tableId!: number;
  @Field(() => Int) gameType!: number;
  @Field(() => String) table!: string;
  @Field(() => TableRoundType, { description: "The latest round" }) round!: TableRoundType;
  @Field(() => [GraphQLJSONObject], { description: "Results of the latest revealed rounds, newest first (at most 12); for shoe games only the current shoe's" }) recentResults!: Record<string, unknown>[];
}
