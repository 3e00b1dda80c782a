import { Contract, Wallet, keccak256, type EventLog } from "ethers";
import type { Orm } from "@sunrise/db";
import bonusAbi from "@sunrise/contracts/abi/BonusManager.json" with { type: "json" };
import susdAbi from "@sunrise/contracts/abi/SUSD.json" with { type: "json" };
import type { Chains } from "../chains.js";
import { bonusesReadyToClaim } from "./wagering.js";

const VOTE_DEPOSIT = 0;
const VOTE_CLAIM = 1;

/**
 * One validator's bonus duties: it watches SUSD transfers to the bonus listener on the asset
 * chain and votes each deposit in (txId = the transfer's transaction hash; one deposit per
 * transaction), and votes claims once the wagering requirement is met. Reads chain state first,
 * so repeated passes never vote twice.
 */
export class BonusValidator {
  readonly address: string;
  private readonly bonus: Contract;
  private readonly susd: Contract;
  private scannedTo: number;

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
        const payload = this.bonus.interface.getAbiCoder().encode(["bytes32", "address", "uint256"], [log.transactionHash, from, amount]);
        if (await this.voted(VOTE_DEPOSIT, log.transactionHash, keccak256(payload))) continue;
        await (await this.bonus.getFunction("voteDeposit")(log.transactionHash, from, amount)).wait();
      }
      this.scannedTo = head;
    }
    for (const ready of await bonusesReadyToClaim(this.orm.em.fork())) {
      const payload = keccak256(this.bonus.interface.getAbiCoder().encode(["bytes32", "uint256"], [ready.txId, ready.requirement]));
      if (await this.voted(VOTE_CLAIM, ready.txId, payload)) continue;
      await (await this.bonus.getFunction("voteClaim")(ready.txId, ready.requirement)).wait();
    }
  }
}
