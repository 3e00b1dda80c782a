import { Field, GraphQLISODateTime, InputType, Int, registerEnumType } from "type-graphql";

export enum BridgeDirection {
  TO_ASSET_CHAIN = 90,
  TO_GAME_CHAIN = 91,
}
registerEnumType(BridgeDirection, { name: "BridgeDirection", description: "TO_ASSET_CHAIN (process type 90) or TO_GAME_CHAIN (91)" });

@InputType("AdminBridgeTransferFilter")
export class AdminBridgeTransferFilterInput {
  @Field(() => String, { nullable: true, description: "A player's wallet, or a game wallet that sent or received" }) player?: string | null;
  @Field(() => BridgeDirection, { nullable: true }) direction?: BridgeDirection | null;
  @Field(() => Int, { nullable: true, description: "0 waiting, 1 claim, 2 done" }) status?: number | null;
  @Field(() => String, { nullable: true, description: "A transaction of the transfer: its withdrawal, its mint or one of its votes" }) txHash?: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "Withdrawn from this time (inclusive)" }) from?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: "Withdrawn before this time" }) to?: Date | null;
}
