import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { StoreObserver } from "../store/observer.js";

/** What a batch's blocks say about it: SQD's block headers (timestamps in ms) and their logs. */
export interface HandledBlock {
  header: { height: number; timestamp: number };
  logs: readonly unknown[];
}

export type ChainHead = () => Promise<{ height: number; timestamp: number }>;

/** Handled batches' last blocks remembered to date what commits later (a few groups' worth). */
const RECENT_BATCHES = 256;
/** One head request serves the scrape that asked for it (every lag gauge reads it). */
const HEAD_FRESH_MS = 1000;

/**
 * The indexer's Prometheus metrics for its chain. Counted once per batch or commit, never per
 * event; the chain's head is asked for when /metrics is scraped.
 */
export class IndexerMetrics implements StoreObserver {
  readonly registry = new Registry();
  private readonly labels: { chain: string };
  private readonly head: Gauge<"chain">;
  private readonly indexed: Gauge<"chain">;
  private readonly lagBlocks: Gauge<"chain">;
  private readonly lagSeconds: Gauge<"chain">;
  private readonly events: Counter<"chain">;
  private readonly batches: Counter<"chain">;
  private readonly reorgs: Counter<"chain">;
  private readonly reorgDepth: Counter<"chain">;
  private readonly commits: Histogram<"chain">;
  private indexedHeight: number | undefined;
  private indexedTimestampMs = 0;
  private readonly recent: { height: number; timestampMs: number }[] = [];
  private headAsked: { at: number; head: Promise<{ height: number; timestamp: number } | undefined> } | undefined;

  constructor(chain: string, private readonly chainHead: ChainHead, defaults = true) {
    this.labels = { chain };
    const registers = [this.registry];
    const refreshed = (set: (head: { height: number; timestamp: number } | undefined) => void) => async () => set(await this.currentHead());
    this.head = new Gauge({ name: "sunrise_indexer_chain_head", help: "The chain's newest block, asked when scraped", labelNames: ["chain"], registers, collect: refreshed((h) => h && this.head.set(this.labels, h.height)) });
    this.indexed = new Gauge({ name: "sunrise_indexer_indexed_block", help: "Newest block committed to the database", labelNames: ["chain"], registers });
    this.lagBlocks = new Gauge({ name: "sunrise_indexer_lag_blocks", help: "Blocks between the chain's head and the indexed block", labelNames: ["chain"], registers, collect: refreshed((h) => h && this.indexedHeight !== undefined && this.lagBlocks.set(this.labels, Math.max(0, h.height - this.indexedHeight))) });
    this.lagSeconds = new Gauge({
      name: "sunrise_indexer_lag_seconds",
      help: "Seconds between the head block's timestamp and the indexed block's (0 when caught up)",
      labelNames: ["chain"],
      registers,
      collect: refreshed((h) => h && this.indexedHeight !== undefined && this.lagSeconds.set(this.labels, h.height <= this.indexedHeight ? 0 : Math.max(0, h.timestamp - this.indexedTimestampMs / 1000))),
    });
    this.events = new Counter({ name: "sunrise_indexer_events_processed_total", help: "Logs handed to the handlers", labelNames: ["chain"], registers });
    this.batches = new Counter({ name: "sunrise_indexer_batches_total", help: "Batches handled", labelNames: ["chain"], registers });
    this.reorgs = new Counter({ name: "sunrise_indexer_reorgs_total", help: "Chain reorganisations that rolled indexed blocks back", labelNames: ["chain"], registers });
    this.reorgDepth = new Counter({ name: "sunrise_indexer_reorg_blocks_total", help: "Indexed blocks rolled back by reorganisations", labelNames: ["chain"], registers });
    this.commits = new Histogram({
      name: "sunrise_indexer_commit_duration_seconds",
      help: "Time from a transaction's start to its commit (a group of final batches, or a hot batch)",
      labelNames: ["chain"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    if (defaults) collectDefaultMetrics({ register: this.registry, prefix: "sunrise_indexer_" });
  }

  /** One batch went through the handlers. */
  batchHandled(blocks: readonly HandledBlock[]): void {
    let logs = 0;
    for (const block of blocks) logs += block.logs.length;
    this.events.inc(this.labels, logs);
    this.batches.inc(this.labels);
    const last = blocks[blocks.length - 1];
    if (!last) return;
    if (this.recent.length >= RECENT_BATCHES) this.recent.shift();
    this.recent.push({ height: last.header.height, timestampMs: last.header.timestamp });
  }

  committed(height: number, seconds: number): void {
    this.commits.observe(this.labels, seconds);
    this.indexedHeight = height;
    this.indexed.set(this.labels, height);
    while (this.recent.length > 1 && this.recent[1]!.height <= height) this.recent.shift();
    const dated = this.recent[0];
    if (dated && dated.height <= height) this.indexedTimestampMs = dated.timestampMs;
  }

  reorged(depth: number): void {
    this.reorgs.inc(this.labels);
    this.reorgDepth.inc(this.labels, depth);
  }

  private currentHead(): Promise<{ height: number; timestamp: number } | undefined> {
    const now = Date.now();
    if (!this.headAsked || now - this.headAsked.at > HEAD_FRESH_MS) this.headAsked = { at: now, head: this.chainHead().catch(() => undefined) };
    return this.headAsked.head;
  }
}
