import { Field, InputType, Int, registerEnumType } from "type-graphql";
import { TokenAmountScalar } from "../../../graphql/scalars.js";

export enum AdminTool {
  PAUSE_CONTRACT = "PAUSE_CONTRACT",
  UNPAUSE_CONTRACT = "UNPAUSE_CONTRACT",
  STAKING_START_ROUND = "STAKING_START_ROUND",
  STAKING_END_ROUND = "STAKING_END_ROUND",
  BONUS_SETTINGS = "BONUS_SETTINGS",
}
registerEnumType(AdminTool, { name: "AdminTool", description: "What runTool sends on chain" });

export enum PausableContractName {
  ASSET_BRIDGE = "AssetChainBridge",
  GAME_BRIDGE = "GameChainBridge",
  BONUS_MANAGER = "BonusManager",
  STAKING = "Staking",
  GAME_TABLE = "GameTable",
}
registerEnumType(PausableContractName, { name: "PausableContract", description: "A pausable contract of the suite; GAME_TABLE with a tableId" });

export enum TransferChain {
  ASSET = "asset",
  GAME = "game",
}
registerEnumType(TransferChain, { name: "TransferChain", description: "ASSET pays the player's wallet on the asset chain, GAME their game wallet on the game chain" });

@InputType("RunToolInput", { description: "One tool run; only the fields the tool uses may be given" })
export class RunToolInput {
  @Field(() => AdminTool) tool!: AdminTool;
  @Field(() => PausableContractName, { nullable: true, description: "PAUSE_CONTRACT, UNPAUSE_CONTRACT" }) contract?: PausableContractName | null;
  @Field(() => Int, { nullable: true, description: "The table, with contract GAME_TABLE" }) tableId?: number | null;
  @Field(() => Int, { nullable: true, description: "STAKING_START_ROUND: a new reward cycle in seconds (the current one stays when absent)" }) rewardCycleSeconds?: number | null;
  @Field(() => TokenAmountScalar, { nullable: true, description: "STAKING_END_ROUND: the reward split across the pools, token units" }) totalReward?: string | null;
  @Field(() => Int, { nullable: true, description: "BONUS_SETTINGS: bonus per deposit in basis points (0–10000)" }) rewardRate?: number | null;
  @Field(() => TokenAmountScalar, { nullable: true, description: "BONUS_SETTINGS: the most one deposit earns, token units" }) rewardMaximum?: string | null;
  @Field(() => Int, { nullable: true, description: "BONUS_SETTINGS: validator votes a deposit or claim needs" }) minValidator?: number | null;
}

@InputType("CreateTransferInput", { description: "SUSD from the treasury to a player (the client asks for confirmation first)" })
export class CreateTransferInput {
  @Field(() => String, { description: "The player's wallet address" }) address!: string;
  @Field(() => TransferChain) chain!: TransferChain;
  @Field(() => TokenAmountScalar, { description: "Token units (6 decimals: 1 SUSD = 1000000), above zero" }) amount!: string;
  @Field(() => String, { description: "Why the treasury sends it (required, up to 200 characters): kept with the task and in the operation log" }) reason!: string;
}
