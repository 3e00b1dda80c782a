import { Contract, Interface, isError, type EventLog, type InterfaceAbi, type Provider } from "ethers";
import decisionTableAbi from "@sunrise/contracts/abi/DecisionTable.json" with { type: "json" };
import relayAbi from "@sunrise/contracts/abi/DecisionRelay.json" with { type: "json" };
import cashierAbi from "@sunrise/contracts/abi/Cashier.json" with { type: "json" };
import { signedDecisionInput } from "@sunrise/contracts/signed-decision";
import { DecisionRoundState as S } from "./decision-plan.js";
import type { DecisionRoundState } from "./decision-view.js";
import { revertReason } from "./send.js";
import { operatorMetrics } from "../observability/metrics.js";
import type { PendingDecision, Refusal, SignedDecisionStore } from "./signed-decision-store.js";

/** Signed decisions per `decideSigned`. */
const RELAY_BATCH = 50;
/** Pending rows read per step: those of closed windows come first, then a batch of the open one. */
const READ = 200;
const WINDOW_CLOSED = "Decision window is closed";
const ALREADY_DECIDED = "Already decided";
const INVALID_SIGNATURE = "Invalid signature";
/** Refusals of the whole window, not of one decision: every decision of the batch takes them. */
const WINDOW_REFUSALS = [WINDOW_CLOSED, "Round is not in play"];

/** Everything a `decideSigned` can revert with: the relay's errors, the table's and the cashier's (a decision's extra stake). */
const relayErrors = new Interface([...relayAbi, ...decisionTableAbi, ...cashierAbi].filter((f) => f.type === "error") as InterfaceAbi);

const bits = (word: bigint, from: number, width: number) => Number((word >> BigInt(from)) & ((1n << BigInt(width)) - 1n));
/** Whether a word of a `DecisionsRelayed` batch is decision `d`: its signer (bits 0–159), bet (160–175), hand (176–183) and action (184–191). */
const isWordOf = (word: bigint, d: PendingDecision): boolean =>
  word % (1n << 160n) === BigInt(d.signer) && bits(word, 160, 16) === d.betIndex && bits(word, 176, 8) === d.hand && bits(word, 184, 8) === d.action;

/** Whether the row's signature parses (a signature any decision recovers some wallet from). */
const readable = (d: PendingDecision): boolean => {
  try {
    signedDecisionInput(d, d.signature);
    return true;
  } catch {
    return false;
  }
};

/** Sends a call through the dealer's account and returns the mined transaction's hash. */
export type SendTx = (contract: Contract, fn: string, ...args: unknown[]) => Promise<string>;

/**
 * Sends the decisions players signed at one decision table, from signed_decision, through the
 * table's DecisionRelay: each step the open window's pending decisions go in one `decideSigned`
 * (checked first, so one refused decision does not hold back the others), and those of windows
 * the round has left are refused. Whether the open window still takes decisions is the chain's
 * answer: each refusal there carries the table's own reason. Failures are logged and retried
 * next tick, never thrown: the dealer's own steps (next window, settle) must not wait on them.
 */
export class SignedDecisionRelay {
  private readonly relay: Contract;
  private readonly table: Contract;
  private lastFailure: string | undefined;
  private running: Promise<boolean> | undefined;
  /** The table as the dealer's metrics name it. */
  private readonly tableLabel: string;

  constructor(
    tableAddress: string,
    relayAddress: string,
    provider: Provider,
    private readonly store: SignedDecisionStore,
    private readonly send: SendTx,
    private readonly log: Pick<Console, "warn">,
  ) {
    this.relay = new Contract(relayAddress, relayAbi, provider);
    this.table = new Contract(tableAddress, decisionTableAbi, provider);
    this.tableLabel = tableAddress.toLowerCase();
  }

  /**
   * Relays what is pending at the table in round `r`'s state; true when a batch was mined (the round
   * changed). The dealer's table step and its relay loop both call it: a call while another runs
   * shares that run, so no decision is sent twice.
   */
  serve(r: DecisionRoundState): Promise<boolean> {
    this.running ??= this.serveOnce(r).finally(() => (this.running = undefined));
    return this.running;
  }

  private async serveOnce(r: DecisionRoundState): Promise<boolean> {
    try {
      const sent = await this.step(r);
      this.lastFailure = undefined;
      return sent;
    } catch (e) {
      const message = (e as Error).message.split("\n")[0]!;
      if (this.lastFailure !== message) this.log.warn(`[dealer] table ${String(this.table.target)}: relaying signed decisions: ${message}`);
      this.lastFailure = message;
      return false;
    }
  }

  private async step(r: DecisionRoundState): Promise<boolean> {
    const rows = await this.store.pending(String(this.table.target), READ);
    if (!rows.length) return false;
    // Windows before this one take no decision any more; later ones (not open yet) wait.
    const openWindow = r.state === S.DEALT ? r.window : r.state === S.OPEN || r.state === S.CLOSED ? 0 : Infinity;
    const closed = rows.filter((d) => d.roundId < r.roundCount || (d.roundId === r.roundCount && d.window < openWindow));
    await this.refuse(r, closed.map((d) => ({ ...d, reason: WINDOW_CLOSED })));
    const batch = rows.filter((d) => d.roundId === r.roundCount && d.window === openWindow).slice(0, RELAY_BATCH);
    if (!batch.length) return false;
    // A signature that does not parse (the gateway checks them) must not hold back the rest.
    const unreadable = batch.filter((d) => !readable(d)).map((d) => ({ ...d, reason: INVALID_SIGNATURE }));
    const { ok, refused } = await this.check(r.roundCount, openWindow, batch.filter(readable));
    await this.refuse(r, [...unreadable, ...refused]);
    if (!ok.length) return false;
    const hash = await this.send(this.relay, "decideSigned", r.roundCount, openWindow, ok.map((d) => signedDecisionInput(d, d.signature)));
    await this.store.markSent(ok.map((d) => d.id), hash);
    operatorMetrics.decisionsSent(this.tableLabel, ok.length, true);
    return true;
  }

  /** Splits a batch into the decisions the relay takes together and those it refuses, with the table's reason. */
  private async check(roundId: number, window: number, batch: PendingDecision[]): Promise<{ ok: PendingDecision[]; refused: (PendingDecision & Refusal)[] }> {
    if (!batch.length) return { ok: [], refused: [] };
    const reason = await this.refusal(roundId, window, batch);
    if (reason === undefined) return { ok: batch, refused: [] };
    if (WINDOW_REFUSALS.includes(reason)) return { ok: [], refused: batch.map((d) => ({ ...d, reason })) };
    let ok: PendingDecision[] = [];
    const refused: (PendingDecision & Refusal)[] = [];
    for (const d of batch) {
      const why = await this.refusal(roundId, window, [d]);
      if (why === undefined) ok.push(d);
      else refused.push({ ...d, reason: why });
    }
    // Decisions taken alone can be refused together (one player's balance or loss limit, the house's bankroll): the first to tip the batch over is refused.
    if (ok.length > 1 && (refused.length === 0 || (await this.refusal(roundId, window, ok)) !== undefined)) {
      const together: PendingDecision[] = [];
      for (const d of ok) {
        const why = await this.refusal(roundId, window, [...together, d]);
        if (why === undefined) together.push(d);
        else refused.push({ ...d, reason: why });
      }
      ok = together;
    }
    return { ok, refused };
  }

  /** Why `decideSigned` would revert with these decisions in the next block; undefined when it would not. */
  private async refusal(roundId: number, window: number, ds: PendingDecision[]): Promise<string | undefined> {
    try {
      await this.relay.getFunction("decideSigned").staticCall(roundId, window, ds.map((d) => signedDecisionInput(d, d.signature)), { blockTag: "pending" });
      return undefined;
    } catch (e) {
      // Only the chain's refusal refuses a decision; a node or network failure is retried.
      if (!isError(e, "CALL_EXCEPTION")) throw e;
      return revertReason(e, relayErrors);
    }
  }

  /**
   * Refuses decisions, except those of round `r` the chain shows applied through the relay all
   * the same (a batch mined before a stopped dealer could mark it, or sent by someone else): those
   * are marked sent. An earlier round's were settled while the dealer ran: its pending rows came late.
   */
  private async refuse(r: DecisionRoundState, refusals: (PendingDecision & Refusal)[]): Promise<void> {
    if (!refusals.length) return;
    const applied = await this.appliedThroughRelay(r, refusals.filter((d) => d.roundId === r.roundCount && (d.reason === WINDOW_CLOSED || d.reason === ALREADY_DECIDED)));
    for (const [hash, ids] of applied) {
      await this.store.markSent(ids, hash);
      operatorMetrics.decisionsSent(this.tableLabel, ids.length, false);
    }
    const sent = new Set([...applied.values()].flat());
    const refused = refusals.filter((d) => !sent.has(d.id));
    await this.store.refuse(refused.map(({ id, reason }) => ({ id, reason })));
    for (const d of refused) operatorMetrics.decisionRefused(this.tableLabel, d.reason);
  }

  /**
   * The decisions among `ds` (of round `r`) the table took from its relay, by the transaction's
   * hash: a relayed batch logs one `DecisionsRelayed` (a decision its player sent logs a `Decision`
   * and was not relayed), and only the table's own relay can make the table log one.
   */
  private async appliedThroughRelay(r: DecisionRoundState, ds: PendingDecision[]): Promise<Map<string, string[]>> {
    const found = new Map<string, string[]>();
    if (!ds.length || !r.closedBlock) return found;
    // Decisions come after the round's close: the search spans this round's life only.
    const logs = (await this.table.queryFilter(this.table.filters.DecisionsRelayed!(null, r.roundCount), r.closedBlock)) as EventLog[];
    for (const d of ds) {
      const log = logs.find(({ args: a }) => Number(a.window) === d.window && (a.decisions as readonly bigint[]).some((w) => isWordOf(w, d)));
      if (log) found.set(log.transactionHash, [...(found.get(log.transactionHash) ?? []), d.id]);
    }
    return found;
  }
}
