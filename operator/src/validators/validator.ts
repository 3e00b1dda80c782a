import { Contract, Interface, Wallet, type Log } from "ethers";
import { ProcessType, type BridgeProcess, type Orm } from "@sunrise/db";
import assetBridgeAbi from "@sunrise/contracts/abi/AssetChainBridge.json" with { type: "json" };
import gameBridgeAbi from "@sunrise/contracts/abi/GameChainBridge.json" with { type: "json" };
import type { Chains } from "../chains.js";
import { pendingFor } from "./pending.js";
import { failureReason, operatorMetrics } from "../observability/metrics.js";
import { operatorLogger } from "../observability/logger.js";

const bridgeInterface = new Interface(assetBridgeAbi);
/** Enough for the vote that mints: estimating races with the other validators' votes. */
const MINT_VOTE_GAS = 250_000n;

export interface Withdrawal { id: string; from: string; to: string; amount: bigint }

/**
 * One validator: it never trusts the database alone. For each indexed withdrawal it re-reads the
 * source chain's receipt, checks the event, then votes on the target chain. Votes are idempotent:
 * already-voted and already-minted ids are skipped by reading the target bridge first.
 */
export class Validator {
  readonly address: string;
  private readonly assetBridge: Contract;
  private readonly gameBridge: Contract;
  private readonly inFlight = new Set<string>();

  constructor(key: string, private readonly chains: Chains, private readonly orm: Orm, private readonly log = console) {
    const assetSigner = chains.signer(key, "asset");
    const gameSigner = chains.signer(key, "game");
    this.address = new Wallet(key).address;
    this.assetBridge = new Contract(chains.asset.contracts.AssetChainBridge!, assetBridgeAbi, assetSigner);
    this.gameBridge = new Contract(chains.game.contracts.GameChainBridge!, gameBridgeAbi, gameSigner);
  }

  /** Reads the withdrawal back from the source chain; null when the receipt does not prove it. */
  async verify(p: BridgeProcess): Promise<Withdrawal | null> {
    const toGame = p.processType === ProcessType.SWAP_TO_GAME_CHAIN;
    const source = toGame ? this.chains.asset : this.chains.game;
    const bridge = (toGame ? source.contracts.AssetChainBridge : source.contracts.GameChainBridge)!.toLowerCase();
    const receipt = p.withdrawTxHash ? await source.provider.getTransactionReceipt(p.withdrawTxHash) : null;
    if (!receipt || receipt.status !== 1) return null;
    for (const log of receipt.logs as readonly Log[]) {
      if (log.address.toLowerCase() !== bridge) continue;
      const parsed = bridgeInterface.parseLog(log);
      if (parsed?.name !== "BridgeWithdrawal" || parsed.args.id !== p.id) continue;
      const w: Withdrawal = { id: parsed.args.id, from: parsed.args.from, to: parsed.args.to, amount: parsed.args.amount };
      return w.amount.toString() === p.amount ? w : null;
    }
    return null;
  }

  /** Votes unless the id was minted or voted already; tells which. */
  private async vote(p: BridgeProcess, w: Withdrawal): Promise<"voted" | "skipped"> {
    const toGame = p.processType === ProcessType.SWAP_TO_GAME_CHAIN;
    const target = toGame ? this.gameBridge : this.assetBridge;
    if ((await target.getFunction("minted")(w.id)) || (await target.getFunction("hasVoted")(w.id, this.address))) return "skipped";
    const tx = toGame
      ? await this.gameBridge.getFunction("voteMintOnGameChain")(w.id, w.to, w.amount, { gasLimit: MINT_VOTE_GAS })
      : await this.assetBridge.getFunction("voteMintOnAssetChain")(w.id, w.from, w.amount, { gasLimit: MINT_VOTE_GAS });
    await tx.wait();
    return "voted";
  }

  /** One pass over pending withdrawals; failures are logged and retried on the next pass. */
  async tick(): Promise<void> {
    const pending = await pendingFor(this.orm.em.fork(), this.address);
    await Promise.all(
      pending
        .filter((p) => !this.inFlight.has(p.id))
        .map(async (p) => {
          this.inFlight.add(p.id);
          try {
            const w = await this.verify(p);
            if (!w) {
              operatorMetrics.votes.inc({ validator: this.address, kind: "mint", outcome: "unproven" });
              return void this.log.warn(`[validator ${this.address.slice(0, 8)}] ${p.id} not proven on the source chain`);
            }
            const outcome = await this.vote(p, w);
            operatorMetrics.votes.inc({ validator: this.address, kind: "mint", outcome });
            if (outcome === "voted") operatorLogger().info({ validator: this.address, withdrawalId: p.id }, "voted to mint");
          } catch (e) {
            operatorMetrics.votes.inc({ validator: this.address, kind: "mint", outcome: "failed" });
            operatorMetrics.txFailures.inc({ component: "validator", function: "voteMint", reason: failureReason(e) });
            this.log.warn(`[validator ${this.address.slice(0, 8)}] vote on ${p.id} failed: ${(e as Error).message.split("\n")[0]}`);
          } finally {
            this.inFlight.delete(p.id);
          }
        }),
    );
  }
}
