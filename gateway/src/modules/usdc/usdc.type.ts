import { Field, GraphQLISODateTime, ID, Int, ObjectType } from "type-graphql";
import { SignedTokenAmountScalar, TokenAmountScalar } from "../../graphql/scalars.js";

@ObjectType("Reserves", { description: "Proof of reserves, live from the chains: USDC held ≥ SUSD in circulation on both chains + withdrawals not yet claimed (`npm run verify -- --reserves` re-derives it from RPC)" })
export class ReservesType {
  @Field(() => ID) id!: string;
  @Field(() => TokenAmountScalar, { description: "USDC in the vault (claims are paid from it)" }) usdcInVault!: string;
  @Field(() => TokenAmountScalar, { description: "USDC in the reserve, which can only send it back to the vault" }) usdcInReserve!: string;
  @Field(() => TokenAmountScalar, { description: "Assets: vault + reserve" }) usdcHeld!: string;
  @Field(() => TokenAmountScalar) assetSusdSupply!: string;
  @Field(() => TokenAmountScalar) gameSusdSupply!: string;
  @Field(() => TokenAmountScalar, { description: "SUSD burned by one bridge and not yet minted by the other" }) susdInFlight!: string;
  @Field(() => TokenAmountScalar, { description: "USDC withdrawals neither claimed nor rejected (pending, and released but unclaimed)" }) withdrawalsOutstanding!: string;
  @Field(() => TokenAmountScalar, { description: "SUSD on both chains + in flight + outstanding withdrawals" }) liabilities!: string;
  @Field(() => SignedTokenAmountScalar, { description: "Assets − liabilities, in token units (negative if the reserves do not hold)" }) surplus!: string;
  @Field(() => Boolean) holds!: boolean;
  @Field(() => Int) assetBlock!: number;
  @Field(() => Int) gameBlock!: number;
}

@ObjectType("WithdrawalQuote", { description: "The ETA a USDC withdrawal of this amount by the viewer would get if requested now (UsdcVault.quoteDelay)" })
export class WithdrawalQuoteType {
  @Field(() => TokenAmountScalar) amount!: string;
  @Field(() => Int, { description: "Seconds until claimable: 0, 12 h (review), 24 h (daily total) or 48 h (refill)" }) delaySeconds!: number;
  @Field(() => [String], { description: "review, daily, liquidity" }) reasons!: string[];
  @Field(() => GraphQLISODateTime) releaseAt!: Date;
}

@ObjectType("ClaimGasEstimate", { description: "What claiming a released USDC withdrawal (flow 3) costs the player: the real gas estimate × the current fee" })
export class ClaimGasEstimateType {
  @Field(() => String) withdrawalId!: string;
  @Field(() => String, { description: "Gas units of UsdcVault.claim(withdrawalId) from the player (eth_estimateGas)" }) gas!: string;
  @Field(() => String, { description: "Fee per gas now, in wei (maxFeePerGas, else gasPrice)" }) feePerGasWei!: string;
  @Field(() => String, { description: "gas × feePerGasWei, in wei" }) costWei!: string;
  @Field(() => String, { description: "gas × 10 gwei, in wei: the SPEC's 'about 0.003 ETH per 10 Gwei' figure" }) costAt10GweiWei!: string;
}
