import { Field, GraphQLISODateTime, ID, Int, ObjectType } from "type-graphql";
import { TokenAmountScalar } from "../../graphql/scalars.js";

@ObjectType("ChainConfig")
export class ChainConfigType {
  @Field(() => ID) id!: string;
  @Field(() => Int, { description: "Chain the wallet must be on to sign in (0x1 in production)" }) walletChainId!: number;
  @Field(() => Int) assetChainId!: number;
  @Field(() => Int) gameChainId!: number;
  @Field(() => String) assetRpcUrl!: string;
  @Field(() => String) gameRpcUrl!: string;
  @Field(() => String) assetSusd!: string;
  @Field(() => String) gameSusd!: string;
  @Field(() => String) assetBridge!: string;
  @Field(() => String) gameBridge!: string;
  @Field(() => TokenAmountScalar) minBridgeAmount!: string;
  @Field(() => TokenAmountScalar) maxBridgeAmount!: string;
  @Field(() => Int) minValidator!: number;
  @Field(() => Boolean, { description: "True when the Local wallet (development accounts) may be offered" }) devWallet!: boolean;
  @Field(() => String, { nullable: true, description: "WalletConnect project id; null when WalletConnect is not offered" }) walletConnectProjectId!: string | null;
  @Field(() => String, { description: "WalletConnect relay the client pairs wallets through (WebSocket URL)" }) walletConnectRelayUrl!: string;
  @Field(() => Boolean, { description: "Whether the client asks WalletConnect's Verify service to attest this site on each request" }) walletConnectVerify!: boolean;
  @Field(() => String, { nullable: true, description: "Staking contract (asset chain), for claim history" }) stakingContract!: string | null;
  @Field(() => String, { nullable: true, description: "Bonus manager (asset chain)" }) bonusManager!: string | null;
  @Field(() => String, { nullable: true, description: "USDC on the asset chain (6 decimals; a TestUSDC in development)" }) usdc!: string | null;
  @Field(() => String, { nullable: true, description: "The USDC vault (asset chain): approve USDC to it, then deposit (flow 1); approve SUSD to it, then requestWithdrawal (flow 2); claim(withdrawalId) (flow 3)" }) usdcVault!: string | null;
  @Field(() => String, { nullable: true, description: "Cashier (game chain): the player's responsible-gaming rules, which their game wallet sets by transaction" }) cashier!: string | null;
}

@ObjectType("ChainHealth", { description: "Whether a chain's RPC answers this gateway's probe (every 5 s)" })
export class ChainHealthType {
  @Field(() => ID, { description: "asset (the wallet's chain) or game (the tables' chain)" }) id!: string;
  @Field(() => Boolean) reachable!: boolean;
  @Field(() => GraphQLISODateTime, { description: "When `reachable` last changed" }) since!: Date;
}
