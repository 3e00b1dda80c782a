import tableAbi from "@sunrise/contracts/abi/GameTable.json" with { type: "json" };
import { DECISION_GAMES } from "@sunrise/games";
import { Contract, EventLog, isError, type InterfaceAbi, type Provider } from "ethers";
import { betsBlock, paidFromPages } from "./pages.js";
import { ROUND_STATES, SHOE_STATES, type BetRecord, type ProvenCards, type RoundRecord, type ShoeChainRecord, type TableFacts } from "../checks/records.js";

/** The chain does not hold what the command needs (no contract at the address, for example). */
export class ChainError extends Error {}

const num = (x: unknown) => Number(x as bigint);
const codes = (xs: readonly unknown[]) => xs.map(num);
const lower = (x: unknown) => String(x).toLowerCase();

/** Reads one table's rounds and shoes from chain data alone: its event logs, blocks and views. */
export class TableReader {
  private constructor(
    private readonly contract: Contract,
    private readonly provider: Provider,
    private readonly fromBlock: number,
    readonly facts: TableFacts,
  ) {}

  static async open(provider: Provider, address: string, fromBlock = 0): Promise<TableReader> {
    if ((await provider.getCode(address)) === "0x") throw new ChainError(`no contract at ${address} on this chain`);
    const contract = new Contract(address, tableAbi as InterfaceAbi, provider);
    const view = (name: string) => contract.getFunction(name)() as Promise<unknown>;
    const [tableId, gameType, variant, usesShoe] = await Promise.all([view("tableId"), view("gameType"), view("variant"), TableReader.usesShoe(contract)]);
    // A DecisionTable (casino hold'em, blackjack) has the same tableId, gameType and variant views but no usesShoe().
    const decision = usesShoe === undefined;
    if (decision && !DECISION_GAMES.includes(num(gameType))) throw new ChainError(`the contract at ${address} has no usesShoe() view yet deals game ${num(gameType)}: not a table this command knows`);
    return new TableReader(contract, provider, fromBlock, { address, tableId: tableId as bigint, gameType: num(gameType), variant: num(variant), usesShoe: Boolean(usesShoe), decision });
  }

  /** The GameTable's usesShoe() view; undefined when the contract has none (it reverts: a DecisionTable). */
  private static async usesShoe(contract: Contract): Promise<boolean | undefined> {
    try {
      return Boolean(await contract.getFunction("usesShoe")());
    } catch (e) {
      if (isError(e, "CALL_EXCEPTION")) return undefined;
      throw e;
    }
  }

  /** An event's logs with these indexed arguments, in chain order. */
  private async logs(event: string, ...indexed: unknown[]): Promise<EventLog[]> {
    const logs = await this.contract.queryFilter(this.contract.getEvent(event)(this.facts.tableId, ...indexed), this.fromBlock, "latest");
    return logs.filter((l): l is EventLog => l instanceof EventLog).sort((a, b) => a.blockNumber - b.blockNumber || a.index - b.index);
  }

  private async blockHash(block: number): Promise<string> {
    const b = await this.provider.getBlock(block);
    if (!b?.hash) throw new ChainError(`block ${block} is not available from this node`);
    return b.hash.toLowerCase();
  }

  private static proven(l: EventLog): ProvenCards {
    const a = l.args;
    return { roundId: a.roundId as bigint, shoeId: num(a.shoeId), firstPosition: num(a.firstPosition), cards: codes(a.cards), salts: [...a.salts].map(lower), proofs: [...a.proofs].map((p: readonly unknown[]) => p.map(lower)) };
  }

  async round(roundId: bigint): Promise<RoundRecord> {
    const view = await this.contract.getFunction("rounds")(roundId);
    const state = ROUND_STATES[num(view.state)] ?? "none";
    const [opened, closed, seeds, revealed, placed, pages, settled, forfeited, refunded, proven, stored] = await Promise.all([
      this.logs("RoundOpened", roundId), this.logs("BettingClosed", roundId), this.logs("PlayerSeed", roundId), this.logs("RoundRevealed", roundId),
      this.logs("BetPlaced", roundId), this.logs("PagePaid", roundId), this.logs("RoundSettled", roundId), this.logs("RoundForfeited", roundId),
      this.logs("RoundRefunded", roundId), this.logs("RoundCardsProven", roundId), this.contract.getFunction("outcomeOf")(roundId) as Promise<unknown[]>,
    ]);
    const bets: BetRecord[] = placed.map((l) => ({ index: num(l.args.betIndex), player: l.args.player as string, kind: num(l.args.kind), numbers: codes(l.args.numbers), amount: l.args.amount as bigint }));
    const closedBlock = closed[0] ? num(closed[0].args.closedBlock) : undefined;
    const cards = proven[0] ? TableReader.proven(proven[0]) : undefined;
    const record: RoundRecord = {
      roundId,
      state,
      commitment: lower(opened[0]?.args.commitment ?? view.commitment),
      ...(closedBlock === undefined ? {} : { closed: { block: closedBlock, blockHash: await this.blockHash(closedBlock) } }),
      playerSeeds: seeds.map((l) => ({ player: l.args.player as string, seed: lower(l.args.seed) })),
      ...(revealed[0] ? { revealed: { clientSeed: lower(revealed[0].args.clientSeed), serverSeed: lower(revealed[0].args.serverSeed), outcome: codes(revealed[0].args.outcome) } } : {}),
      storedOutcome: codes(stored),
      bets,
      paid: paidFromPages(pages, bets),
      ...(settled[0] ? { settled: { totalStaked: settled[0].args.totalStaked as bigint, totalPaid: settled[0].args.totalPaid as bigint } } : {}),
      ...(forfeited[0] ? { forfeited: { totalOwed: forfeited[0].args.totalOwed as bigint } } : {}),
      ...(refunded[0] ? { refunded: { totalRefunded: refunded[0].args.totalRefunded as bigint } } : {}),
      ...(cards ? { cards, shoe: await this.shoe(cards.shoeId) } : {}),
    };
    if (state === "forfeited") {
      const blockTag = betsBlock(forfeited);
      record.maxReturns = await Promise.all(bets.map(async (b) => ((await this.contract.getFunction("betAt")(roundId, b.index, { blockTag })) as { maxReturn: bigint }).maxReturn));
    }
    return record;
  }

  async shoe(shoeId: number): Promise<ShoeChainRecord> {
    const view = await this.contract.getFunction("shoes")(shoeId);
    const [started, dealing, finished, revealed, abandoned, proven] = await Promise.all([
      this.logs("ShoeStarted", shoeId), this.logs("ShoeDealing", shoeId), this.logs("ShoeFinished", shoeId),
      this.logs("ShoeRevealed", shoeId), this.logs("ShoeAbandoned", shoeId), this.logs("RoundCardsProven", null, shoeId),
    ]);
    const s = started[0]?.args;
    const d = dealing[0]?.args;
    const startedBlock = s ? num(s.startedBlock) : undefined;
    const state = SHOE_STATES[num(view.state)] ?? "none";
    return {
      shoeId,
      state,
      ...(s && startedBlock !== undefined ? { started: { commitment: lower(s.commitment), block: startedBlock, blockHash: await this.blockHash(startedBlock) } } : {}),
      ...(d ? { dealing: { clientSeed: lower(d.clientSeed), root: lower(d.root), cutIndex: num(d.cutIndex), burnCard: num(d.burnCard), firstPosition: num(d.firstPosition) } } : {}),
      ...(finished[0] ? { finished: { lastPosition: num(finished[0].args.lastPosition) } } : {}),
      ...(revealed[0] ? { revealed: { serverSeed: lower(revealed[0].args.serverSeed) } } : {}),
      abandoned: abandoned.length > 0 || state === "abandoned",
      rounds: proven.map(TableReader.proven),
    };
  }

  /** The outcome each round revealed (`RoundRevealed`), by round id, for these rounds. */
  async revealedOutcomes(roundIds: readonly bigint[]): Promise<Map<bigint, number[]>> {
    const wanted = new Set(roundIds);
    const logs = await this.logs("RoundRevealed");
    return new Map(logs.filter((l) => wanted.has(l.args.roundId as bigint)).map((l) => [l.args.roundId as bigint, codes(l.args.outcome)]));
  }
}
