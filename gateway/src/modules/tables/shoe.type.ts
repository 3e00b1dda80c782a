import { Field, GraphQLISODateTime, ID, Int, ObjectType } from "type-graphql";

@ObjectType("TableShoe", { description: "One continuing 8-deck shoe of a baccarat or dragon tiger table: committed before its shuffle's entropy existed, each round's cards proven against its Merkle root, its seed revealed once it ends" })
export class TableShoeType {
  @Field(() => ID, { description: "`<table contract>:<shoe id>`" }) id!: string;
  @Field(() => Int) tableId!: number;
  @Field(() => String, { description: "The GameTable contract (lowercase)" }) table!: string;
  @Field(() => Int, { description: "1, 2, … per table" }) shoeId!: number;
  @Field(() => String, { description: "committed (waiting for its entropy block), dealing, finished (a round passed the cut), revealed (seed shown) or abandoned (root never published in time)" }) state!: string;
  @Field(() => String, { description: "sha256 of the shoe's seed, published when the shoe started" }) commitment!: string;
  @Field(() => Int, { description: "The block whose hash is the shoe's client seed" }) startedBlock!: number;
  @Field(() => GraphQLISODateTime) startedAt!: Date;
  @Field(() => String, { nullable: true, description: "Hash of the start block: the entropy the dealer could not choose" }) clientSeed!: string | null;
  @Field(() => String, { nullable: true, description: "Merkle root over the shoe's 416 salted positions (games README: the shoe commitment)" }) root!: string | null;
  @Field(() => Int, { nullable: true, description: "No round starts at or past this position" }) cutIndex!: number | null;
  @Field(() => Int, { nullable: true, description: "The burn card shown at position 0 (card code 0–51)" }) burnCard!: number | null;
  @Field(() => Int, { nullable: true, description: "The first position dealt: 1 + the burn card's value" }) firstPosition!: number | null;
  @Field(() => Int, { description: "The next position to deal (0 until the root is published, as the contract holds it)" }) position!: number;
  @Field(() => Int, { nullable: true, description: "The last position dealt, once the shoe is finished" }) lastPosition!: number | null;
  @Field(() => String, { nullable: true, description: "The shoe's seed, once revealed: the whole shuffle can be re-derived and checked" }) serverSeed!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) dealingAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) finishedAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) revealedAt!: Date | null;
  @Field(() => Int, { description: "Rounds whose cards were proven from this shoe" }) roundCount!: number;
}

@ObjectType("CardProof", { description: "One card of a round with its Merkle proof against its shoe's root (shoe rounds) or its round deck's root (casino hold'em, blackjack): leaf keccak256(uint16 position, uint8 card, bytes32 salt), sorted-pair inner nodes" })
export class CardProofType {
  @Field(() => Int) position!: number;
  @Field(() => Int, { description: "Card code 0–51 (suit × 13 + rank − 1)" }) card!: number;
  @Field(() => String) salt!: string;
  @Field(() => [String], { description: "Sibling hashes, bottom up" }) proof!: string[];
  @Field(() => Int, { nullable: true, description: "Decision rounds: the window the card was shown for (1 = the deal); null for shoe rounds" }) window?: number | null;
}

@ObjectType("RoundPlayerSeed", { description: "A player's seed folded into a stream round's entropy at bet time" })
export class PlayerSeedType {
  @Field(() => ID, { description: "`<round id>:<index in log order>`" }) id!: string;
  @Field(() => String) player!: string;
  @Field(() => String) seed!: string;
}
