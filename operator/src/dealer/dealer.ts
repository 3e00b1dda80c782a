import { Contract, Wallet } from "ethers";
import tableAbi from "@sunrise/contracts/abi/GameTable.json" with { type: "json" };
import { dealTableRound, tableRoundPayouts, type Bet } from "@sunrise/games";
import type { Chains } from "../chains.js";
import { nextAction, type TableView } from "./plan.js";
import { commitmentOf, serverSeed } from "./server-seed.js";

export interface DealerOptions {
  key: string;
  secret: string;
  bettingSeconds: number;
  /** Table contracts to run, with the game each deals. */
  tables: { address: string; gameType: number }[];
}

interface ChainRound { state: bigint; openedAt: bigint; closedAt: bigint; closedBlock: bigint }
interface ChainBet { kind: bigint; numbers: readonly bigint[]; amount: bigint }

/**
 * The live dealer: for each table, opens a round with a committed seed, closes betting when the
 * window has passed, then reveals the seed and settles with the payouts the games engine computes
 * from the bets on chain. Tables are served one after another from one account, so transactions
 * never race for a nonce.
 */
export class Dealer {
  readonly address: string;
  private readonly tables: { contract: Contract; address: string; gameType: number }[];

  private readonly chain: Chains["game"];

  constructor(chains: Chains, private readonly o: DealerOptions, private readonly log = console) {
    this.chain = chains.game;
    const signer = chains.signer(o.key, "game");
    this.address = new Wallet(o.key).address;
    this.tables = o.tables.map((t) => ({ ...t, contract: new Contract(t.address, tableAbi, signer) }));
  }

  async tick(): Promise<void> {
    for (const t of this.tables) {
      try {
        await this.serve(t);
      } catch (e) {
        this.log.warn(`[dealer] table ${t.address}: ${(e as Error).message.split("\n")[0]}`);
      }
    }
  }

  private async serve(t: { contract: Contract; address: string; gameType: number }): Promise<void> {
    const view = await this.view(t.contract);
    const action = nextAction(view, Math.floor(Date.now() / 1000), await this.chain.provider.getBlockNumber(), this.o.bettingSeconds);
    if (action.kind === "wait") return;
    if (action.kind === "open") {
      await (await t.contract.getFunction("openRound")(commitmentOf(serverSeed(this.o.secret, t.address, action.roundId)))).wait();
    } else if (action.kind === "close") {
      await (await t.contract.getFunction("closeBetting")(action.roundId)).wait();
    } else if (action.kind === "refund") {
      this.log.warn(`[dealer] table ${t.address}: round ${action.roundId} can no longer be settled; refunding its bets`);
      await (await t.contract.getFunction("refund")(action.roundId)).wait();
    } else {
      const seed = serverSeed(this.o.secret, t.address, action.roundId);
      const close = await this.chain.provider.getBlock(view.closedBlock);
      const outcome = dealTableRound(t.gameType, { serverSeed: seed, clientSeed: close!.hash!, roundId: action.roundId });
      const payouts = tableRoundPayouts(outcome!, await this.bets(t.contract, action.roundId));
      await (await t.contract.getFunction("settle")(action.roundId, seed, payouts)).wait();
    }
  }

  private async view(table: Contract): Promise<TableView> {
    const [count, timeout] = await Promise.all([table.getFunction("roundCount")(), table.getFunction("roundTimeout")()]);
    const roundCount = Number(count);
    const roundTimeout = Number(timeout);
    if (roundCount === 0) return { roundCount, state: 0, openedAt: 0, closedAt: 0, closedBlock: 0, roundTimeout };
    const r = (await table.getFunction("rounds")(roundCount)) as ChainRound;
    return { roundCount, state: Number(r.state), openedAt: Number(r.openedAt), closedAt: Number(r.closedAt), closedBlock: Number(r.closedBlock), roundTimeout };
  }

  private async bets(table: Contract, roundId: number): Promise<Bet[]> {
    const count = Number(await table.getFunction("betCount")(roundId));
    const bets: Bet[] = [];
    for (let i = 0; i < count; i++) {
      const b = (await table.getFunction("betAt")(roundId, i)) as ChainBet;
      bets.push({ kind: Number(b.kind), numbers: b.numbers.map(Number), amount: b.amount });
    }
    return bets;
  }
}
