import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/** What a dealer's transaction does to a round, by the table contract's function. */
const ROUND_STEPS: Record<string, "opened" | "settled" | "forfeited" | "refunded"> = {
  openRound: "opened",
  settle: "settled",
  settleShoeRound: "settled",
  forfeit: "forfeited",
  refund: "refunded",
};

/** The operator's Prometheus metrics: dealer rounds, validator votes, failed transactions, back-office tasks. */
export class OperatorMetrics {
  readonly registry = new Registry();
  private readonly registers = [this.registry];
  readonly rounds = new Counter({ name: "sunrise_operator_rounds_total", help: "Rounds the dealer opened, settled, forfeited or refunded, by table", labelNames: ["table", "step"] as const, registers: this.registers });
  readonly settleDuration = new Histogram({
    name: "sunrise_operator_settle_duration_seconds",
    help: "From sending a round's settlement to its receipt, by table",
    labelNames: ["table"] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
    registers: this.registers,
  });
  readonly votes = new Counter({ name: "sunrise_operator_validator_votes_total", help: "Validator votes by validator, kind (mint, bonus deposit, bonus claim) and outcome", labelNames: ["validator", "kind", "outcome"] as const, registers: this.registers });
  readonly txFailures = new Counter({ name: "sunrise_operator_transaction_failures_total", help: "Transactions that failed, by component, contract function and reason", labelNames: ["component", "function", "reason"] as const, registers: this.registers });
  readonly tasks = new Counter({ name: "sunrise_operator_tasks_total", help: "Back-office tasks run, by kind and outcome (succeeded, failed, retried)", labelNames: ["kind", "outcome"] as const, registers: this.registers });
  readonly taskDuration = new Histogram({ name: "sunrise_operator_task_duration_seconds", help: "Time to run a back-office task once claimed, by kind", labelNames: ["kind"] as const, buckets: [0.1, 0.5, 1, 2, 5, 10, 30, 60, 120], registers: this.registers });
  readonly signedDecisions = new Counter({
    name: "sunrise_operator_signed_decisions_total",
    help: "Players' signed decisions the dealer relayed (sent) or refused, by table and, for a refusal, the table's or cashier's reason (its name, without arguments)",
    labelNames: ["table", "outcome", "reason"] as const,
    registers: this.registers,
  });
  readonly relayBatchSize = new Histogram({ name: "sunrise_operator_relay_batch_size", help: "Signed decisions per decideSigned the dealer sent, by table", labelNames: ["table"] as const, buckets: [1, 2, 5, 10, 20, 50], registers: this.registers });
  private queued: (() => Promise<number>) | undefined;
  readonly taskQueue = new Gauge({
    name: "sunrise_operator_task_queue",
    help: "Back-office tasks waiting for a runner",
    registers: this.registers,
    collect: async () => {
      if (this.queued) this.taskQueue.set(await this.queued().catch(() => Number.NaN));
    },
  });

  private bridgeQueue: (() => Promise<{ pending: number; oldestAgeSeconds: number | null }>) | undefined;
  private readBridge = () => (this.bridgeQueue?.() ?? Promise.resolve(undefined)).catch(() => undefined);
  readonly bridgePending = new Gauge({
    name: "sunrise_operator_bridge_pending",
    help: "Bridge transfers withdrawn and not minted yet (waiting for validator votes or the mint)",
    registers: this.registers,
    collect: async () => {
      if (this.bridgeQueue) this.bridgePending.set((await this.readBridge())?.pending ?? Number.NaN);
    },
  });
  readonly bridgeOldest = new Gauge({
    name: "sunrise_operator_bridge_oldest_pending_seconds",
    help: "How long the oldest bridge transfer not minted yet has waited (0 when none waits)",
    registers: this.registers,
    collect: async () => {
      if (this.bridgeQueue) {
        const q = await this.readBridge();
        this.bridgeOldest.set(q ? (q.oldestAgeSeconds ?? 0) : Number.NaN);
      }
    },
  });

  /** Process metrics (memory, event loop, GC), once per process. */
  collectDefaults(): void {
    collectDefaultMetrics({ register: this.registry, prefix: "sunrise_operator_" });
  }

  /** Where the task queue's length is read when scraped. */
  watchTaskQueue(count: () => Promise<number>): void {
    this.queued = count;
  }

  /** Where the bridge queue is read when scraped (the system page reads the same function). */
  watchBridgeQueue(read: () => Promise<{ pending: number; oldestAgeSeconds: number | null }>): void {
    this.bridgeQueue = read;
  }

  /** Signed decisions at `table` sent in one decideSigned (`batch`), or marked sent after someone else's. */
  decisionsSent(table: string, count: number, batch: boolean): void {
    if (!count) return;
    this.signedDecisions.inc({ table, outcome: "sent", reason: "" }, count);
    if (batch) this.relayBatchSize.observe({ table }, count);
  }

  /** A signed decision at `table` refused, with the chain's reason ("LossLimitReached(1, 5, 7)" counts as LossLimitReached). */
  decisionRefused(table: string, reason: string): void {
    this.signedDecisions.inc({ table, outcome: "refused", reason: reason.split("(")[0]!.trim() });
  }

  /** A dealer transaction was mined: counts the round step it made, and a settlement's latency. */
  dealerSent(table: string, fn: string, seconds: number): void {
    const step = ROUND_STEPS[fn];
    if (!step) return;
    this.rounds.inc({ table, step });
    if (step === "settled") this.settleDuration.observe({ table }, seconds);
  }
}

/** The process's metrics: one registry, served on OPERATOR_METRICS_PORT. */
export const operatorMetrics = new OperatorMetrics();

/** A bounded reason for a failed transaction: the contract refused it, the node did, or it reverted once mined. */
export function failureReason(e: unknown): string {
  const message = ((e as Error)?.message ?? String(e)).toLowerCase();
  if (message.includes("reverted in block") || message.includes("reverted on chain")) return "reverted";
  if (message.includes("nonce")) return "nonce";
  if (message.includes("insufficient funds")) return "insufficient_funds";
  if (message.includes("timeout") || message.includes("timed out") || message.includes("not mined within")) return "timeout";
  if (message.includes("econnrefused") || message.includes("network") || message.includes("fetch failed")) return "network";
  if (message.includes("revert") || message.includes("execution reverted") || /: [a-z]+\(/i.test(message)) return "would_revert";
  return "other";
}
