import { readReserves } from "@sunrise/contracts";
import { badInput, notFound } from "../../errors.js";
import type { ChainService } from "../chain/chain.service.js";
import { reasonNames } from "../bridge/bridge.service.js";
import type { ClaimGasEstimateType, ReservesType, WithdrawalQuoteType } from "./usdc.type.js";

const ID = /^0x[0-9a-fA-F]{64}$/;
const TEN_GWEI = 10n * 10n ** 9n;
const UNITS = /^[0-9]{1,78}$/;

/** Flows 1–3 as the /bridge page needs them beside the indexed processes: reserves, ETAs, the claim's gas. */
/** The reserves read the bridges' logs from their start: one read serves every caller for a few seconds. */
const RESERVES_TTL_MS = 2_000;

export class UsdcService {
  private cached?: { at: number; value: Promise<ReservesType> };

  constructor(private readonly chain: ChainService) {}

  private vault() {
    const vault = this.chain.usdcVault;
    if (!vault) throw notFound("No USDC vault is deployed");
    return vault;
  }

  reserves(): Promise<ReservesType> {
    if (this.cached && Date.now() - this.cached.at < RESERVES_TTL_MS) return this.cached.value;
    const value = this.readReserves();
    this.cached = { at: Date.now(), value };
    value.catch(() => (this.cached = undefined));
    return value;
  }

  private async readReserves(): Promise<ReservesType> {
    const r = await readReserves({ asset: this.chain.assetProvider, game: this.chain.gameProvider, deployments: this.chain.deployments });
    return {
      id: `${r.assetBlock}-${r.gameBlock}`,
      usdcInVault: r.usdcInVault.toString(), usdcInReserve: r.usdcInReserve.toString(), usdcHeld: r.usdcHeld.toString(),
      assetSusdSupply: r.assetSusdSupply.toString(), gameSusdSupply: r.gameSusdSupply.toString(), susdInFlight: r.susdInFlight.toString(),
      withdrawalsOutstanding: r.withdrawalsOutstanding.toString(), liabilities: r.liabilities.toString(), surplus: r.surplus.toString(), holds: r.holds,
      assetBlock: r.assetBlock, gameBlock: r.gameBlock,
    };
  }

  async quote(player: string, amount: string): Promise<WithdrawalQuoteType> {
    if (!UNITS.test(amount)) throw badInput("amount is a whole number of token units (6 decimals)");
    const [delay, reasons] = (await this.vault().getFunction("quoteDelay")(player, BigInt(amount))) as [bigint, bigint];
    const now = await this.chain.assetChainNow();
    return { amount, delaySeconds: Number(delay), reasons: reasonNames(Number(reasons)), releaseAt: new Date(now.getTime() + Number(delay) * 1000) };
  }

  async claimGas(player: string, withdrawalId: string): Promise<ClaimGasEstimateType> {
    if (!ID.test(withdrawalId)) throw badInput("withdrawalId is 0x followed by 64 hex digits");
    const vault = this.vault();
    const w = (await vault.getFunction("withdrawalOf")(withdrawalId)) as { player: string };
    if (w.player.toLowerCase() !== player.toLowerCase()) throw notFound(`No withdrawal ${withdrawalId} of yours`);
    if (!((await vault.getFunction("isClaimable")(withdrawalId)) as boolean)) throw badInput("This withdrawal is not claimable yet (or no longer)");
    const [gas, fees] = await Promise.all([vault.getFunction("claim").estimateGas(withdrawalId, { from: player }), this.chain.assetProvider.getFeeData()]);
    const fee = fees.maxFeePerGas ?? fees.gasPrice ?? 0n;
    return { withdrawalId, gas: gas.toString(), feePerGasWei: fee.toString(), costWei: (gas * fee).toString(), costAt10GweiWei: (gas * TEN_GWEI).toString() };
  }
}
