import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HashAndHeight } from "@subsquid/util-internal-processor-tools";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { MikroDatabase } from "../store/mikro-database.js";
import { IndexerMetrics, type HandledBlock } from "./metrics.js";

const T0 = 1_800_000_000;
const handled = (height: number, logs: number): HandledBlock => ({ header: { height, timestamp: (T0 + height) * 1000 }, logs: Array.from({ length: logs }) });
const sample = (text: string, name: string) => Number(new RegExp(`^${name}\\{chain="game"\\} ([\\d.e+-]+)$`, "m").exec(text)?.[1]);

describe("IndexerMetrics", () => {
  it("counts a batch's events, dates the committed block and measures the lag against the head asked at scrape time", async () => {
    let head = { height: 20, timestamp: T0 + 26 };
    const metrics = new IndexerMetrics("game", async () => head, false);
    metrics.batchHandled([handled(10, 2), handled(11, 0), handled(12, 5)]);
    metrics.batchHandled([handled(13, 1)]);
    metrics.committed(12, 0.02);
    metrics.reorged(2);

    let text = await metrics.registry.metrics();
    expect(sample(text, "sunrise_indexer_events_processed_total")).toBe(8);
    expect(sample(text, "sunrise_indexer_batches_total")).toBe(2);
    expect(sample(text, "sunrise_indexer_indexed_block")).toBe(12);
    expect(sample(text, "sunrise_indexer_chain_head")).toBe(20);
    expect(sample(text, "sunrise_indexer_lag_blocks")).toBe(8);
    expect(sample(text, "sunrise_indexer_lag_seconds")).toBe(14);
    expect(sample(text, "sunrise_indexer_reorgs_total")).toBe(1);
    expect(sample(text, "sunrise_indexer_reorg_blocks_total")).toBe(2);
    expect(sample(text, "sunrise_indexer_commit_duration_seconds_count")).toBe(1);

    metrics.committed(13, 0.01);
    head = { height: 13, timestamp: T0 + 13 };
    await new Promise((r) => setTimeout(r, 1100));
    text = await metrics.registry.metrics();
    expect(sample(text, "sunrise_indexer_lag_blocks")).toBe(0);
    expect(sample(text, "sunrise_indexer_lag_seconds")).toBe(0);
  });

  it("still answers /metrics when the chain's node does not", async () => {
    const metrics = new IndexerMetrics("game", () => Promise.reject(new Error("connection refused")), false);
    metrics.committed(5, 0.01);
    const text = await metrics.registry.metrics();
    expect(sample(text, "sunrise_indexer_indexed_block")).toBe(5);
  });
});

describe("MikroDatabase's observer", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db?.close());

  const block = (height: number, fork = "a"): HashAndHeight => ({ height, hash: `0x${fork}${String(height).padStart(63, "0")}` });

  it("is told each commit's head and how deep a reorganisation rolled back", async () => {
    const events: string[] = [];
    const store = new MikroDatabase(db.orm, "observed", 31338, 1, {
      observer: { committed: (height, seconds) => events.push(`committed ${height} ${seconds >= 0}`), reorged: (depth) => events.push(`reorged ${depth}`) },
    });
    await store.connect();
    await store.transact({ prevHead: { height: 0, hash: "0x" }, nextHead: block(10), isOnTop: true }, async () => undefined);
    await store.settled();
    await store.transactHot2({ baseHead: block(10), finalizedHead: block(10), newBlocks: [block(11), block(12)] }, async () => undefined);
    await store.transactHot2({ baseHead: block(10), finalizedHead: block(10), newBlocks: [block(11, "b"), block(12, "b"), block(13, "b")] }, async () => undefined);
    expect(events).toEqual(["committed 10 true", "committed 12 true", "reorged 2", "committed 13 true"]);
  });
});
