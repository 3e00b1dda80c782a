import { Contract, Wallet, ZeroAddress, keccak256, type EventLog } from "ethers";
import type { Orm } from "@sunrise/db";
import bonusAbi from "@sunrise/contracts/abi/BonusManager.json" with { type: "json" };
import susdAbi from "@sunrise/contracts/abi/SUSD.json" with { type: "json" };
import type { Chains } from "../chains.js";
import { failureReason, operatorMetrics } from "../observability/metrics.js";
import { bonusesReadyToClaim } from "./wagering.js";

const VOTE_DEPOSIT = 0;
const VOTE_CLAIM = 1;
/** Gas for a vote, enough for the one that accepts (it writes the deposit record): estimating races with the other validators' votes. */
const VOTE_GAS = { deposit: 450_000n, claim: 250_000n };

interface Deposit { txId: string; from: string; amount: bigint; attempts: number }
/** A deposit whose vote keeps failing is given up after this many passes (and logged). */
const MAX_ATTEMPTS = 30;

/**
 * One validator's bonus duties: it watches SUSD transfers to the bonus listener on the asset
 * chain and votes each deposit in (txId = the transfer's transaction hash; one deposit per
 * transaction), and votes claims once the wagering requirement is met. Reads chain state first,
 * so repeated passes never vote twice. A deposit whose vote fails stays pending and is tried
 * again; it never holds up the deposits after it. Mints to the listener and empty transfers are
 * not deposits.
 */
export class BonusValidator {
  readonly address: string;
  private readonly bonus: Contract;
  private readonly susd: Contract;
  private scannedTo: number;
  private readonly pending = new Map<string, Deposit>();

  constructor(key: string, private readonly chains: Chains, private readonly orm: Orm, startBlock: number) {
    const signer = chains.signer(key, "asset");
    this.address = new Wallet(key).address;
    this.bonus = new Contract(chains.asset.contracts.BonusManager!, bonusAbi, signer);
    this.susd = new Contract(chains.asset.contracts.SUSD!, susdAbi, chains.asset.provider);
    this.scannedTo = startBlock - 1;
  }

  private async voted(kind: number, txId: string, payload: string): Promise<boolean> {
    if (await this.bonus.getFunction("accepted")(kind, txId)) return true;
    return (await this.bonus.getFunction("hasVoted")(kind, payload, this.address)) as boolean;
  }

  async tick(): Promise<void> {
    const head = await this.chains.asset.provider.getBlockNumber();
    if (head > this.scannedTo) {
      const listener = (await this.bonus.getFunction("listener")()) as string;
      const logs = (await this.susd.queryFilter(this.susd.filters.Transfer!(null, listener), this.scannedTo + 1, head)) as EventLog[];
      for (const log of logs) {
        const [from, , amount] = log.args as unknown as [string, string, bigint];
        if (from !== ZeroAddress && amount > 0n) this.pending.set(log.transactionHash, { txId: log.transactionHash, from, amount, attempts: 0 });
      }
      this.scannedTo = head;
    }
    for (const d of [...this.pending.values()]) {
      const payload = keccak256(this.bonus.interface.getAbiCoder().encode(["bytes32", "address", "uint256"], [d.txId, d.from, d.amount]));
      try {
        const skip = await this.voted(VOTE_DEPOSIT, d.txId, payload);
        if (!skip) await (await this.bonus.getFunction("voteDeposit")(d.txId, d.from, d.amount, { gasLimit: VOTE_GAS.deposit })).wait();
        operatorMetrics.votes.inc({ validator: this.address, kind: "bonus_deposit", outcome: skip ? "skipped" : "voted" });
        this.pending.delete(d.txId);
      } catch (e) {
        operatorMetrics.votes.inc({ validator: this.address, kind: "bonus_deposit", outcome: "failed" });
        operatorMetrics.txFailures.inc({ component: "bonus_validator", function: "voteDeposit", reason: failureReason(e) });
        const giveUp = ++d.attempts >= MAX_ATTEMPTS;
        if (giveUp) this.pending.delete(d.txId);
        console.warn(`[operator] bonus validator ${this.address}: deposit ${d.txId} ${giveUp ? "given up" : "not voted yet"}: ${(e as Error).message.split("\n")[0]}`);
      }
    }
    for (const ready of await bonusesReadyToClaim(this.orm.em.fork())) {
      const payload = keccak256(this.bonus.interface.getAbiCoder().encode(["bytes32", "uint256"], [ready.txId, ready.requirement]));
      try {
        const skip = await this.voted(VOTE_CLAIM, ready.txId, payload);
        if (!skip) await (await this.bonus.getFunction("voteClaim")(ready.txId, ready.requirement, { gasLimit: VOTE_GAS.claim })).wait();
        operatorMetrics.votes.inc({ validator: this.address, kind: "bonus_claim", outcome: skip ? "skipped" : "voted" });
      } catch (e) {
        operatorMetrics.votes.inc({ validator: this.address, kind: "bonus_claim", outcome: "failed" });
        operatorMetrics.txFailures.inc({ component: "bonus_validator", function: "voteClaim", reason: failureReason(e) });
        console.warn(`[operator] bonus validator ${this.address}: claim of ${ready.txId} not voted yet: ${(e as Error).message.split("\n")[0]}`);
      }
    }
  }
}
