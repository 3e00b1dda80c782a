import { randomUUID } from "node:crypto";
import { Transaction } from "ethers";
import type { AdminTaskTx, Orm } from "@sunrise/db";
import type { Chains } from "../chains.js";
import { TaskFailure, type Call, type TaskContext } from "./handler.js";
import { handlers } from "./handlers/index.js";
import type { TaskKeys } from "./keys.js";
import { paramsOf, type HandledKind } from "./params.js";
import { revertReason } from "./revert.js";
import { TaskStore, type ClaimedTask } from "./task-store.js";
import { failureReason, operatorMetrics } from "../observability/metrics.js";
import { operatorLogger } from "../observability/logger.js";

/** Most transactions one task may send (a large round's refund pays in pages). */
const MAX_STEPS = 100;

export interface TaskRunnerOptions {
  orm: Orm;
  chains: Chains;
  keys: TaskKeys;
  /** How long a claim holds a task; a runner that stops holds it at most this long. */
  leaseSeconds?: number;
  /** Wait before a task that met a network failure or timeout is tried again. */
  retrySeconds?: number;
  /** Tries before such a task fails. */
  maxAttempts?: number;
  /** How long to wait for a sent transaction's receipt before trying again later. */
  receiptTimeoutMs?: number;
  /** Awaited after a transaction is recorded, and after it is broadcast (tests stop a runner there). */
  hooks?: { afterRecord?(tx: AdminTaskTx): Promise<void>; afterBroadcast?(tx: AdminTaskTx): Promise<void> };
}

/**
 * Runs back-office tasks on chain: claims one at a time (FOR UPDATE SKIP LOCKED, so several runners
 * never share a task), asks the kind's handler for the next transaction, records it before it is
 * broadcast, waits for its receipt, and finishes the task as success or failed with the chain's
 * reason. A task whose runner stopped is re-checked from its recorded transactions, never re-sent.
 */
export class TaskRunner {
  readonly id = randomUUID();
  private readonly store: TaskStore;
  private readonly o: Required<Omit<TaskRunnerOptions, "hooks">> & Pick<TaskRunnerOptions, "hooks">;

  constructor(options: TaskRunnerOptions) {
    this.o = { leaseSeconds: 120, retrySeconds: 10, maxAttempts: 5, receiptTimeoutMs: 60_000, ...options };
    this.store = new TaskStore(this.o.orm, this.o.leaseSeconds, this.id);
  }

  /** Runs every task that is waiting; returns how many it took. */
  async tick(): Promise<number> {
    let count = 0;
    for (let task = await this.store.claim(); task; task = await this.store.claim()) {
      count++;
      await this.run(task);
    }
    return count;
  }

  /** Runs one task, logged with its id and counted by kind and outcome. */
  private async run(task: ClaimedTask): Promise<void> {
    const log = operatorLogger().child({ taskId: task.id, kind: task.kind });
    const started = performance.now();
    log.info({ attempt: task.attempts + 1 }, "task started");
    const outcome = await this.attempt(task, log);
    operatorMetrics.tasks.inc({ kind: task.kind, outcome });
    operatorMetrics.taskDuration.observe({ kind: task.kind }, (performance.now() - started) / 1000);
  }

  private async attempt(task: ClaimedTask, log: ReturnType<typeof operatorLogger>): Promise<"succeeded" | "failed" | "retried"> {
    const fail = async (reason: string) => {
      log.warn({ reason }, "task failed");
      await this.store.fail(task, reason);
      return "failed" as const;
    };
    try {
      const kind = task.kind as HandledKind;
      const handler = handlers[kind];
      if (!handler) throw new TaskFailure(`No runner for ${task.kind} tasks`);
      const parsed = paramsOf[kind].safeParse(task.params);
      if (!parsed.success) throw new TaskFailure(`Invalid params: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
      for (let step = 0; step < MAX_STEPS; step++) {
        await this.settleSent(task);
        const ctx: TaskContext<never> = { params: parsed.data as never, mined: task.txs.filter((t) => t.state === "mined"), chains: this.o.chains, orm: this.o.orm, keys: this.o.keys };
        const call = await handler.next(ctx);
        if (!call) {
          await this.store.succeed(task);
          log.info({ transactions: task.txs.length }, "task succeeded");
          return "succeeded";
        }
        await this.send(task, call);
      }
      throw new TaskFailure(`Stopped after ${MAX_STEPS} transactions`);
    } catch (e) {
      // A TaskFailure is the task's own refusal (bad params, no handler) unless its transaction reverted.
      if (!(e instanceof TaskFailure) || e.message.includes("reverted on chain")) operatorMetrics.txFailures.inc({ component: "tasks", function: task.kind, reason: failureReason(e) });
      const reason = e instanceof TaskFailure ? e.message : revertReason(e);
      if (reason !== null) return fail(reason);
      const message = (e as Error)?.message?.split("\n")[0] ?? String(e);
      if (task.attempts + 1 >= this.o.maxAttempts) return fail(`Gave up after ${task.attempts + 1} attempts: ${message}`);
      await this.store.retryLater(task, message, this.o.retrySeconds);
      log.info({ reason: message, retryInSeconds: this.o.retrySeconds }, "task will be retried");
      return "retried";
    }
  }

  private provider(chain: AdminTaskTx["chain"]) {
    return (chain === "asset" ? this.o.chains.asset : this.o.chains.game).provider;
  }

  /** Signs, records, broadcasts and waits for one transaction. */
  private async send(task: ClaimedTask, call: Call): Promise<void> {
    const signer = this.o.chains.signer(this.o.keys[call.role], call.chain);
    const to = (await call.contract.getAddress()).toLowerCase();
    const data = call.contract.interface.encodeFunctionData(call.fn, call.args);
    let tx: AdminTaskTx | undefined;
    await signer.sendRecorded({ to, data }, async (signed) => {
      tx = { step: call.step, chain: call.chain, from: signed.from.toLowerCase(), to, nonce: signed.nonce, hash: signed.hash, raw: signed.raw, state: "sent" };
      task.txs.push(tx);
      try {
        await this.store.saveTxs(task, tx);
      } catch (e) {
        task.txs.pop();
        throw e;
      }
      await this.o.hooks?.afterRecord?.(tx);
    });
    await this.o.hooks?.afterBroadcast?.(tx!);
    await this.awaitReceipt(task, tx!);
  }

  /** Resolves transactions recorded but not known to be mined (a runner stopped while they were out). */
  private async settleSent(task: ClaimedTask): Promise<void> {
    for (const tx of task.txs.filter((t) => t.state === "sent")) {
      const provider = this.provider(tx.chain);
      if (await provider.getTransactionReceipt(tx.hash)) {
        await this.awaitReceipt(task, tx);
      } else if ((await provider.getTransactionCount(tx.from, "latest")) > tx.nonce) {
        // Its nonce went to another transaction and it has no receipt: it can never be mined.
        if (await provider.getTransactionReceipt(tx.hash)) await this.awaitReceipt(task, tx);
        else await this.mark(task, tx, "dropped");
      } else {
        // Recorded, maybe never broadcast: the same signed bytes can only ever mine this one transaction.
        await provider.broadcastTransaction(tx.raw).catch(() => undefined);
        await this.awaitReceipt(task, tx);
      }
    }
  }

  private async awaitReceipt(task: ClaimedTask, tx: AdminTaskTx): Promise<void> {
    const receipt = await this.provider(tx.chain).waitForTransaction(tx.hash, 1, this.o.receiptTimeoutMs);
    if (!receipt) throw new Error(`${tx.step} transaction ${tx.hash} not mined within ${this.o.receiptTimeoutMs / 1000} s`);
    tx.blockNumber = receipt.blockNumber;
    await this.mark(task, tx, receipt.status === 1 ? "mined" : "reverted");
    if (receipt.status !== 1) throw new TaskFailure(`${tx.step} transaction ${tx.hash} reverted on chain${await this.replayReason(tx, receipt.blockNumber)}`);
  }

  /** Why a mined transaction reverted, by calling it again on the state before its block (best effort). */
  private async replayReason(tx: AdminTaskTx, blockNumber: number): Promise<string> {
    const t = Transaction.from(tx.raw);
    try {
      await this.provider(tx.chain).call({ from: tx.from, to: t.to, data: t.data, blockTag: blockNumber - 1 });
      return "";
    } catch (e) {
      const reason = revertReason(e);
      return reason ? `: ${reason}` : "";
    }
  }

  private async mark(task: ClaimedTask, tx: AdminTaskTx, state: AdminTaskTx["state"]): Promise<void> {
    tx.state = state;
    await this.store.saveTxs(task, tx);
  }
}
