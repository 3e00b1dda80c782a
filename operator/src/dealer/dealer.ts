import { Contract, Wallet } from "ethers";
import tableAbi from "@sunrise/contracts/abi/GameTable.json" with { type: "json" };
import decisionTableAbi from "@sunrise/contracts/abi/DecisionTable.json" with { type: "json" };
import type { SerialSigner } from "@sunrise/contracts";
import type { Orm } from "@sunrise/db";
import type { Chains } from "../chains.js";
import { nextAction, type DealerAction } from "./plan.js";
import { commitmentOf, serverSeed, shoeSeed } from "./server-seed.js";
import { ShoeBook } from "./shoe-book.js";
import { readTable, type TableState } from "./table-view.js";
import { sendPending } from "./send.js";
import { DeckBook } from "./decision-deck.js";
import { DecisionRunner, type DecisionTableInfo } from "./decision-runner.js";
import { SignedDecisionRelay } from "./signed-decisions.js";
import { SignedDecisionStore } from "./signed-decision-store.js";
import { failureReason, operatorMetrics } from "../observability/metrics.js";
import { operatorLogger } from "../observability/logger.js";

export interface DealerOptions {
  key: string;
  secret: string;
  /** Table contracts to run, as read from each contract. */
  tables: DealtTable[];
  /** Asked every tick: the tables that may open a new round now (lowercase address → betting seconds). */
  schedule: () => Promise<Map<string, number>>;
  /** Where players' signed decisions wait (signed_decision): without it the decision tables relay none. */
  orm?: Orm;
}

export interface DealtTable {
  address: string;
  gameType: number;
  /** The rules' table variant (baccarat 1: no commission). */
  variant: number;
  /** Baccarat and dragon tiger: rounds deal from a continuing committed shoe. */
  usesShoe: boolean;
  /** Casino hold'em and blackjack: a DecisionTable, whose players decide after the deal. */
  decisions?: DecisionTableInfo;
}

const ZERO = `0x${"0".repeat(64)}`;
/** Actions one table may take in one tick (close, settle and pay follow each other at once). */
const STEPS_PER_TICK = 8;
/** Bets paid per payBets page (the contract's SETTLE_PAGE). */
const PAGE = 400;

type Served = DealtTable & { contract: Contract; runner?: DecisionRunner };

/**
 * The live dealer. At a stream table (roulette, sic bo, money wheel) it opens a round with a
 * committed seed, closes betting when the window has passed and reveals the seed: the contract
 * deals the round and pays every bet. At a shoe table (baccarat, dragon tiger) it keeps a
 * continuing shoe: commits its seed, publishes its Merkle root once the start block's hash exists,
 * settles each round by proving the round's cards, and reveals the shoe once a round passed the
 * cut. At a decision table (casino hold'em, blackjack) a DecisionRunner deals the round and runs
 * its decision windows. Everything it needs is on chain or derived from its secret, so it resumes
 * after a restart wherever it stopped. Tables are served one after another from one account.
 */
export class Dealer {
  readonly address: string;
  private readonly tables: Served[];
  private readonly chain: Chains["game"];
  private readonly signer: SerialSigner;
  private readonly shoes: ShoeBook;
  /** The last failure told per table: a table stuck on the same one is not logged every tick. */
  private readonly lastFailure = new Map<string, string>();
  /** The players' signed decisions the decision tables relay (with `orm`). */
  readonly signedDecisions?: SignedDecisionStore;

  constructor(chains: Chains, private readonly o: DealerOptions, private readonly log: Pick<Console, "warn"> = console) {
    this.chain = chains.game;
    this.signer = chains.signer(o.key, "game");
    this.address = new Wallet(o.key).address;
    this.shoes = new ShoeBook(o.secret);
    const decks = new DeckBook(o.secret);
    const send = (contract: Contract, fn: string, ...args: unknown[]) => this.send(contract, fn, args);
    const store = (this.signedDecisions = o.orm && new SignedDecisionStore(o.orm));
    this.tables = o.tables.map((t) => {
      if (!t.decisions) return { ...t, contract: new Contract(t.address, tableAbi, this.chain.provider) };
      const contract = new Contract(t.address, decisionTableAbi, this.chain.provider);
      // The relay's batches go out from the dealer's account, one after another with the table's own transactions.
      const relaySend = (relay: Contract, fn: string, ...args: unknown[]) => this.send(relay, fn, args, undefined, t.address);
      const relay = store && new SignedDecisionRelay(t.address, t.decisions.decisionRelay, this.chain.provider, store, relaySend, log);
      return { ...t, contract, runner: new DecisionRunner(t.decisions, contract, this.chain.provider, decks, o.secret, send, log, relay) };
    });
  }

  async tick(): Promise<void> {
    // A transaction of ours still pending (sent before a restart): the chain does not show its effect yet.
    const provider = this.chain.provider;
    const [mined, pending] = await Promise.all([provider.getTransactionCount(this.address, "latest"), provider.getTransactionCount(this.address, "pending")]);
    if (pending > mined) return;
    // Without the schedule no table opens a round, but rounds in progress still finish.
    const open = await this.o.schedule().catch((e: Error) => (this.log.warn(`[dealer] reading table configs: ${e.message}`), new Map<string, number>()));
    for (const t of this.tables) {
      try {
        await this.serve(t, open.get(t.address.toLowerCase()));
        this.lastFailure.delete(t.address);
      } catch (e) {
        const message = (e as Error).message.split("\n")[0]!;
        if (this.lastFailure.get(t.address) !== message) this.log.warn(`[dealer] table ${t.address}: ${message}`);
        this.lastFailure.set(t.address, message);
      }
    }
  }

  /**
   * Sends the players' signed decisions at every decision table, on its own loop: a tick serves the
   * tables one after another, and a decision must not wait for the other tables' rounds.
   */
  async relayTick(): Promise<void> {
    for (const t of this.tables) {
      const key = `relay:${t.address}`;
      try {
        await t.runner?.relaySigned();
        this.lastFailure.delete(key);
      } catch (e) {
        const message = (e as Error).message.split("\n")[0]!;
        if (this.lastFailure.get(key) !== message) this.log.warn(`[dealer] table ${t.address}: relaying signed decisions: ${message}`);
        this.lastFailure.set(key, message);
      }
    }
  }

  /** `bettingSeconds` is set when the table may open a new round (or start a new shoe). */
  private async serve(t: Served, bettingSeconds: number | undefined): Promise<void> {
    if (t.runner) return t.runner.serve(bettingSeconds);
    for (let step = 0; step < STEPS_PER_TICK; step++) {
      const [state, head] = await Promise.all([readTable(t.contract, t.usesShoe), this.chain.provider.getBlock("latest")]);
      // Block time can run ahead of the wall clock (a chain whose clock was moved): the contract goes by block time.
      const now = Math.max(Math.floor(Date.now() / 1000), head!.timestamp);
      const action = nextAction(state, now, head!.number, bettingSeconds !== undefined);
      if (action.kind === "wait") return;
      await this.perform(t, action, state, bettingSeconds ?? 0);
    }
  }

  private async perform(t: Served, a: Exclude<DealerAction, { kind: "wait" }>, state: TableState, bettingSeconds: number): Promise<void> {
    const send = async (fn: string, ...args: unknown[]) => void (await this.send(t.contract, fn, args, "roundId" in a ? a.roundId : undefined));
    switch (a.kind) {
      case "open":
        if (t.usesShoe) this.checkShoeIsOurs(t, state);
        return send("openRound", t.usesShoe ? ZERO : commitmentOf(serverSeed(this.o.secret, t.address, a.roundId)), bettingSeconds);
      case "close": return send("closeBetting", a.roundId);
      case "settle": return t.usesShoe ? send("settleShoeRound", a.roundId, this.roundCards(t, state)) : send("settle", a.roundId, serverSeed(this.o.secret, t.address, a.roundId));
      case "pay": return send("payBets", a.roundId, PAGE);
      case "forfeit":
        this.log.warn(`[dealer] table ${t.address}: round ${a.roundId} was not revealed in time; forfeiting it (each bet is paid its worst case)`);
        return send("forfeit", a.roundId);
      case "refund":
        this.log.warn(`[dealer] table ${t.address}: round ${a.roundId} never closed in time; refunding its bets`);
        return send("refund", a.roundId);
      case "startShoe": return send("startShoe", commitmentOf(shoeSeed(this.o.secret, t.address, a.shoeId)));
      case "setShoeRoot": {
        const start = await this.chain.provider.getBlock(state.shoe!.startedBlock);
        const shoe = this.shoes.shoe(t.address, a.shoeId, start!.hash!);
        return send("setShoeRoot", shoe.root, shoe.cutIndex, shoe.cardProof(0));
      }
      case "revealShoe": return send("revealShoe", shoeSeed(this.o.secret, t.address, a.shoeId));
    }
  }

  /** Sends one of a table's transactions (to `table` or its relay) and waits for it; logs it with its round and counts it; returns its hash. */
  private async send(contract: Contract, fn: string, args: unknown[], roundId?: bigint | number, tableAddress?: string): Promise<string> {
    const table = (tableAddress ?? String(contract.target)).toLowerCase();
    const round = roundId ?? (typeof args[0] === "bigint" || typeof args[0] === "number" ? args[0] : undefined);
    const log = operatorLogger().child({ table, roundId: round === undefined ? undefined : String(round) });
    const started = performance.now();
    let hash: string;
    try {
      hash = await sendPending(this.signer, contract, fn, args);
    } catch (e) {
      operatorMetrics.txFailures.inc({ component: "dealer", function: fn, reason: failureReason(e) });
      log.debug({ fn, err: (e as Error).message.split("\n")[0] }, "dealer transaction failed");
      throw e;
    }
    const seconds = (performance.now() - started) / 1000;
    operatorMetrics.dealerSent(table, fn, seconds);
    log.info({ fn, seconds }, `dealer ${fn}`);
    return hash;
  }

  /**
   * A shoe whose root this dealer's secret does not give (the secret was changed mid-shoe) could
   * not prove a single card: every round would be forfeited. It deals no round from it.
   */
  private checkShoeIsOurs(t: Served, state: TableState): void {
    const shoe = this.shoes.shoe(t.address, state.shoe!.shoeId, state.shoeClientSeed);
    if (shoe.root !== state.shoeRoot.toLowerCase()) throw new Error(`shoe ${state.shoe!.shoeId}'s root is not the one this dealer's secret gives: no round is dealt from it`);
  }

  /** The round in play's cards, from the shoe it deals from, at the position the table recorded when it opened. */
  private roundCards(t: Served, state: TableState) {
    const { shoeId, firstPosition } = state.roundShoe;
    if (shoeId !== state.shoe?.shoeId) throw new Error(`round ${state.round.roundCount} deals from shoe ${shoeId}, not the current shoe`);
    const shoe = this.shoes.shoe(t.address, shoeId, state.shoeClientSeed);
    return ShoeBook.roundProofs(shoe, t.gameType, firstPosition, t.variant);
  }
}
