import decisionAbi from "@sunrise/contracts/abi/DecisionTable.json" with { type: "json" };
import cashierAbi from "@sunrise/contracts/abi/Cashier.json" with { type: "json" };
import { Contract, EventLog, getAddress, type InterfaceAbi, type Provider } from "ethers";
import { betsBlock, paidFromPages } from "./pages.js";
import { ROUND_STATES, type DecisionBetRecord, type DecisionRecord, type DecisionRoundRecord, type TableFacts, type WindowCards } from "../checks/records.js";
import { ChainError } from "./table-reader.js";

const num = (x: unknown) => Number(x as bigint);
const codes = (xs: readonly unknown[]) => xs.map(num);
const lower = (x: unknown) => String(x).toLowerCase();
const byLogOrder = (a: EventLog, b: EventLog) => a.blockNumber - b.blockNumber || a.index - b.index;
const bits = (word: bigint, from: number, width: number) => (word >> BigInt(from)) & ((1n << BigInt(width)) - 1n);

type Taken = Omit<DecisionRecord, "time" | "account">;

/**
 * The decisions of a `DecisionsRelayed` batch, in its order, as their own `Decision` events would
 * give them: each word names the signer (bits 0–159), the bet (160–175), the hand (176–183), the
 * action (184–191) and the extra stake escrowed (192–255).
 */
function relayedDecisions(window: number, words: readonly bigint[]): Taken[] {
  return words.map((w) => ({
    betIndex: Number(bits(w, 160, 16)), player: getAddress(`0x${bits(w, 0, 160).toString(16).padStart(40, "0")}`), hand: Number(bits(w, 176, 8)), window,
    action: Number(bits(w, 184, 8)), extraStake: bits(w, 192, 64),
  }));
}

/** The decisions a `Decision` log (one, sent by its player) or a `DecisionsRelayed` log (a batch of signed ones) took. */
function decisionsIn(l: EventLog): Taken[] {
  if (l.eventName === "DecisionsRelayed") return relayedDecisions(num(l.args.window), [...(l.args.decisions as readonly bigint[])]);
  return [{ betIndex: num(l.args.betIndex), player: l.args.player as string, hand: num(l.args.hand), window: num(l.args.window), action: num(l.args.action), extraStake: l.args.extraStake as bigint }];
}

/**
 * Reads the rounds of a DecisionTable (casino hold'em, blackjack) from chain data alone: its event
 * logs (the deal's root, every window's proven cards, every decision, sent or relayed), the blocks they name or sit
 * in (the close's hash, decision and settle times) and its views (`rounds`, `betAt`, `outcomeOf`).
 */
export class DecisionReader {
  private readonly contract: Contract;
  private readonly times = new Map<number, Promise<number>>();
  private readonly accounts = new Map<string, Promise<string>>();
  private cashier: Promise<Contract> | undefined;

  constructor(
    private readonly provider: Provider,
    readonly facts: TableFacts,
    private readonly fromBlock = 0,
  ) {
    this.contract = new Contract(facts.address, decisionAbi as InterfaceAbi, provider);
  }

  private async logs(event: string, ...indexed: unknown[]): Promise<EventLog[]> {
    const logs = await this.contract.queryFilter(this.contract.getEvent(event)(this.facts.tableId, ...indexed), this.fromBlock, "latest");
    return logs.filter((l): l is EventLog => l instanceof EventLog).sort(byLogOrder);
  }

  private async block(n: number) {
    const b = await this.provider.getBlock(n);
    if (!b?.hash) throw new ChainError(`block ${n} is not available from this node`);
    return b;
  }

  /** A block's timestamp, each block read once. */
  private time(n: number): Promise<number> {
    let t = this.times.get(n);
    if (!t) {
      t = this.block(n).then((b) => b.timestamp);
      this.times.set(n, t);
    }
    return t;
  }

  /** The cashier account of `wallet` at block `n` (the wallet itself when it had none), each read once. */
  private accountOf(wallet: string, n: number): Promise<string> {
    const key = `${lower(wallet)}@${n}`;
    let account = this.accounts.get(key);
    if (!account) {
      this.cashier ??= (this.contract.getFunction("cashier")() as Promise<string>).then((address) => new Contract(address, cashierAbi as InterfaceAbi, this.provider));
      account = this.cashier.then((c) => c.getFunction("accountOf")(wallet, { blockTag: n }) as Promise<string>).then(lower);
      this.accounts.set(key, account);
    }
    return account;
  }

  async round(roundId: bigint): Promise<DecisionRoundRecord> {
    const view = await this.contract.getFunction("rounds")(roundId);
    const state = ROUND_STATES[num(view.state)] ?? "none";
    const [opened, closed, seeds, dealt, proven, windows, decided, relayed, revealed, placed, pages, settled, forfeited, refunded, stored] = await Promise.all([
      this.logs("RoundOpened", roundId), this.logs("BettingClosed", roundId), this.logs("PlayerSeed", roundId), this.logs("RoundDealt", roundId),
      this.logs("CardsProven", roundId), this.logs("WindowOpened", roundId), this.logs("Decision", roundId), this.logs("DecisionsRelayed", roundId), this.logs("RoundRevealed", roundId),
      this.logs("BetPlaced", roundId), this.logs("PagePaid", roundId), this.logs("RoundSettled", roundId), this.logs("RoundForfeited", roundId),
      this.logs("RoundRefunded", roundId), this.contract.getFunction("outcomeOf")(roundId) as Promise<unknown[]>,
    ]);
    const blockTag = betsBlock(revealed, forfeited, refunded);
    const bets = await Promise.all(placed.map(async (l): Promise<DecisionBetRecord> => {
      const index = num(l.args.betIndex);
      const b = await this.contract.getFunction("betAt")(roundId, index, { blockTag });
      return {
        index, player: l.args.player as string, account: await this.accountOf(l.args.player as string, l.blockNumber), kind: num(l.args.kind), numbers: codes(l.args.numbers), amount: l.args.amount as bigint,
        extraStake: b.extraStake as bigint, maxReturn: b.maxReturn as bigint, actions: codes(b.actions),
      };
    }));
    const closedBlock = closed[0] ? num(closed[0].args.closedBlock) : undefined;
    const r = revealed[0];
    return {
      roundId,
      state,
      commitment: lower(opened[0]?.args.commitment ?? view.commitment),
      ...(closedBlock === undefined ? {} : { closed: { block: closedBlock, blockHash: lower((await this.block(closedBlock)).hash) } }),
      playerSeeds: seeds.map((l) => ({ player: l.args.player as string, seed: lower(l.args.seed) })),
      ...(dealt[0] ? { dealt: { clientSeed: lower(dealt[0].args.clientSeed), root: lower(dealt[0].args.root) } } : {}),
      proven: proven.map((l): WindowCards => ({
        window: num(l.args.window), positions: codes(l.args.positions), cards: codes(l.args.cards), salts: [...l.args.salts].map(lower),
        proofs: [...l.args.proofs].map((p: readonly unknown[]) => p.map(lower)),
      })),
      windows: windows.map((l) => ({ window: num(l.args.window), closesAt: num(l.args.closesAt), settleBy: num(l.args.settleBy) })),
      // Sent and relayed decisions mean the same: one record each, in log order (a batch's in its order).
      decisions: (await Promise.all([...decided, ...relayed].sort(byLogOrder).map(async (l) => {
        const time = await this.time(l.blockNumber);
        return Promise.all(decisionsIn(l).map(async (d): Promise<DecisionRecord> => ({ ...d, account: await this.accountOf(d.player, l.blockNumber), time })));
      }))).flat(),
      ...(r ? { revealed: { clientSeed: lower(r.args.clientSeed), serverSeed: lower(r.args.serverSeed), outcome: codes(r.args.outcome), time: await this.time(r.blockNumber) } } : {}),
      storedOutcome: codes(stored),
      view: { window: num(view.window), settledInWindow: Boolean(view.settledInWindow) },
      bets,
      paid: paidFromPages(pages, bets),
      ...(settled[0] ? { settled: { totalStaked: settled[0].args.totalStaked as bigint, totalPaid: settled[0].args.totalPaid as bigint } } : {}),
      ...(forfeited[0] ? { forfeited: { totalOwed: forfeited[0].args.totalOwed as bigint } } : {}),
      ...(refunded[0] ? { refunded: { totalRefunded: refunded[0].args.totalRefunded as bigint } } : {}),
    };
  }
}
