import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminTask, AdminTaskState } from "@sunrise/db";
import { createLogger } from "@sunrise/db/ops";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import type { Chains } from "../chains.js";
import { TaskRunner } from "../tasks/runner.js";
import { failureReason, OperatorMetrics, operatorMetrics } from "./metrics.js";
import { setOperatorLogger } from "./logger.js";

const value = async (metrics: OperatorMetrics, series: string) => {
  const line = (await metrics.registry.metrics()).split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe("OperatorMetrics", () => {
  it("counts a table's rounds by step and times its settlements, ignoring other transactions", async () => {
    const m = new OperatorMetrics();
    for (const fn of ["openRound", "closeBetting", "settle", "openRound", "settleShoeRound", "forfeit", "refund", "payBets"]) m.dealerSent("0xtable", fn, 0.3);
    expect(await value(m, 'sunrise_operator_rounds_total{table="0xtable",step="opened"}')).toBe(2);
    expect(await value(m, 'sunrise_operator_rounds_total{table="0xtable",step="settled"}')).toBe(2);
    expect(await value(m, 'sunrise_operator_rounds_total{table="0xtable",step="forfeited"}')).toBe(1);
    expect(await value(m, 'sunrise_operator_rounds_total{table="0xtable",step="refunded"}')).toBe(1);
    expect(await value(m, 'sunrise_operator_settle_duration_seconds_count{table="0xtable"}')).toBe(2);
    expect(await m.registry.metrics()).not.toContain('step="closeBetting"');
  });

  it("reads the task queue's length when scraped", async () => {
    const m = new OperatorMetrics();
    let waiting = 3;
    m.watchTaskQueue(async () => waiting);
    expect(await value(m, "sunrise_operator_task_queue")).toBe(3);
    waiting = 0;
    expect(await value(m, "sunrise_operator_task_queue")).toBe(0);
  });

  it("reads the bridge queue when scraped, NaN while it cannot be read", async () => {
    const m = new OperatorMetrics();
    let queue: { pending: number; oldestAgeSeconds: number | null } | Error = { pending: 2, oldestAgeSeconds: 41 };
    m.watchBridgeQueue(async () => {
      if (queue instanceof Error) throw queue;
      return queue;
    });
    expect(await value(m, "sunrise_operator_bridge_pending")).toBe(2);
    expect(await value(m, "sunrise_operator_bridge_oldest_pending_seconds")).toBe(41);
    queue = { pending: 0, oldestAgeSeconds: null };
    expect(await value(m, "sunrise_operator_bridge_oldest_pending_seconds")).toBe(0);
    queue = new Error("connection refused");
    expect(await value(m, "sunrise_operator_bridge_pending")).toBeNaN();
  });

  it("gives a failed transaction one of a few reasons", () => {
    expect(failureReason(new Error("settle: reverted in block 12"))).toBe("reverted");
    expect(failureReason(new Error("settle: RoundNotClosed(4)"))).toBe("would_revert");
    expect(failureReason(new Error("nonce too low"))).toBe("nonce");
    expect(failureReason(new Error("insufficient funds for gas * price + value"))).toBe("insufficient_funds");
    expect(failureReason(new Error("request timeout"))).toBe("timeout");
    expect(failureReason(new Error("connect ECONNREFUSED 127.0.0.1:8545"))).toBe("network");
    expect(failureReason(new Error("something else"))).toBe("other");
  });
});

describe("task runner observability", () => {
  let db: TestDatabase;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    db = await createTestDatabase();
    const out = new PassThrough();
    out.on("data", (d: Buffer) => d.toString().split("\n").filter(Boolean).forEach((l) => lines.push(JSON.parse(l))));
    setOperatorLogger(createLogger({ service: "operator", level: "info", pretty: false, destination: out }));
  });
  afterAll(async () => db?.close());

  it("logs a task with its id from start to failure and counts it by kind and outcome", async () => {
    const em = db.orm.em.fork();
    const task = em.create(AdminTask, { kind: "contract.pause", params: { contract: "NoSuchContract" }, createdBy: "0x0000000000000000000000000000000000000001" });
    await em.flush();
    const before = (await value(operatorMetrics, 'sunrise_operator_tasks_total{kind="contract.pause",outcome="failed"}')) ?? 0;

    const runner = new TaskRunner({ orm: db.orm, chains: {} as Chains, keys: { admin: `0x${"1".repeat(64)}` } as never });
    expect(await runner.tick()).toBe(1);

    expect((await db.orm.em.fork().findOneOrFail(AdminTask, { id: task.id })).state).toBe(AdminTaskState.FAILED);
    expect(await value(operatorMetrics, 'sunrise_operator_tasks_total{kind="contract.pause",outcome="failed"}')).toBe(before + 1);
    await expect.poll(() => lines.filter((l) => l.taskId === task.id).map((l) => l.msg)).toEqual(["task started", "task failed"]);
    expect(lines.find((l) => l.msg === "task failed")).toMatchObject({ service: "operator", kind: "contract.pause", reason: expect.stringContaining("Invalid params") });
  });
});
