// Subscription fan-out on one gateway process: BENCH_SOCKETS (10,000) graphql-ws sockets from
// BENCH_CLIENT_PROCESSES (2) client processes subscribe to roundUpdated; BENCH_EVENTS (20) rounds are
// written and NOTIFYed one after another. Prints the setup time per socket (open → connection_ack,
// BENCH_IN_FLIGHT sockets opening at once per process), the first-to-last spread of each event over
// all sockets, and the gateway's RSS: idle, with the sockets subscribed, and after they disconnect
// (twice, to tell a leak from memory kept for reuse).
import type { ChildProcess } from "node:child_process";
import { forkWorker } from "./worker-process.js";
import { createTestDatabase } from "@sunrise/db/testing";
import { rssMiB, seedCasino, sleep, spawnGateway, touchRound } from "./live-gateway.js";
import { percentile, summary } from "./stats.js";

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const PROCESSES = Number(process.env.BENCH_CLIENT_PROCESSES ?? 2);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 50);
const PORT = Number(process.env.BENCH_BASE_PORT ?? 15500);

type Reply = Record<string, unknown>;
interface Worker {
  child: ChildProcess;
  ask(message: Reply, until: (r: Reply) => boolean): Promise<Reply>;
}

function startWorker(url: string, count: number): Promise<Worker> {
  return forkWorker("./fanout-worker.ts", [url, String(count), String(IN_FLIGHT)]);
}

const db = await createTestDatabase();
await seedCasino(db.orm, 0);
const gateway = await spawnGateway(db.url, PORT);
const pid = gateway.child.pid!;
try {
  // Warm-up: a few sockets and events so the baseline is a process that has run the code once.
  const warm = await startWorker(`ws://127.0.0.1:${PORT}/graphql`, 20);
  await warm.ask({ cmd: "open" }, (r) => "opened" in r);
  for (let i = 0; i < 3; i++) await touchRound(db.orm, 1, 900 + i);
  await sleep(500);
  await warm.ask({ cmd: "close" }, (r) => "closed" in r);
  await sleep(3000);
  const idle = rssMiB(pid);

  const url = `ws://127.0.0.1:${PORT}/graphql`;
  const shares = Array.from({ length: PROCESSES }, (_, i) => Math.floor(SOCKETS / PROCESSES) + (i < SOCKETS % PROCESSES ? 1 : 0));
  const workers = await Promise.all(shares.map((n) => startWorker(url, n)));
  const openStart = performance.now();
  const opened = await Promise.all(workers.map((w) => w.ask({ cmd: "open" }, (r) => "opened" in r)));
  const openSeconds = (performance.now() - openStart) / 1000;
  const setupMs = opened.flatMap((r) => r.setupMs as number[]);
  const failures = opened.reduce((n, r) => n + (r.failures as number), 0);
  await sleep(2000); // the last subscriptions start after their connection_ack
  const withSockets = rssMiB(pid);

  const spreads: number[] = [];
  const lastAfterNotify: number[] = [];
  let missed = 0;
  for (let e = 0; e < EVENTS; e++) {
    const roundId = 1000 + e;
    const sent = performance.timeOrigin + performance.now();
    await touchRound(db.orm, 1, roundId);
    let replies: Reply[] = [];
    const deadline = Date.now() + 10_000;
    do {
      await sleep(100);
      replies = await Promise.all(workers.map((w) => w.ask({ cmd: "arrivals", roundId }, (r) => r.roundId === roundId)));
    } while (replies.reduce((n, r) => n + (r.count as number), 0) < SOCKETS && Date.now() < deadline);
    const got = replies.filter((r) => (r.count as number) > 0);
    missed += SOCKETS - replies.reduce((n, r) => n + (r.count as number), 0);
    if (!got.length) continue;
    const first = Math.min(...got.map((r) => r.first as number));
    const last = Math.max(...got.map((r) => r.last as number));
    spreads.push(last - first);
    lastAfterNotify.push(last - sent);
    await sleep(200);
  }
  const withEvents = rssMiB(pid);

  await Promise.all(workers.map((w) => w.ask({ cmd: "close" }, (r) => "closed" in r)));
  await sleep(5000);
  const after5 = rssMiB(pid);
  await sleep(10_000);
  const after15 = rssMiB(pid);

  // The same again: a leak grows with every cycle, memory the process merely keeps for reuse does not.
  const again = await Promise.all(shares.map((n) => startWorker(url, n)));
  await Promise.all(again.map((w) => w.ask({ cmd: "open" }, (r) => "opened" in r)));
  await sleep(2000);
  const withSocketsAgain = rssMiB(pid);
  await Promise.all(again.map((w) => w.ask({ cmd: "close" }, (r) => "closed" in r)));
  await sleep(15_000);
  const afterAgain = rssMiB(pid);

  console.log(`${SOCKETS} sockets from ${PROCESSES} client processes (${IN_FLIGHT} opening at once in each), ${EVENTS} events`);
  console.log(`opened in ${openSeconds.toFixed(1)} s, ${failures} failures; setup (open → connection_ack): ${summary(setupMs)}`);
  console.log(`spread first → last socket, event by event: ${spreads.map((ms) => ms.toFixed(0)).join(" ")} ms`);
  console.log(`spread first → last socket: ${summary(spreads)}; NOTIFY → last socket: ${summary(lastAfterNotify)}; deliveries missed: ${missed}`);
  console.log(`gateway RSS: idle ${idle.toFixed(0)} MiB, ${SOCKETS} subscribed ${withSockets.toFixed(0)} MiB, after events ${withEvents.toFixed(0)} MiB, 5 s after disconnect ${after5.toFixed(0)} MiB, 15 s after ${after15.toFixed(0)} MiB`);
  console.log(`second cycle: ${SOCKETS} subscribed ${withSocketsAgain.toFixed(0)} MiB, 15 s after disconnect ${afterAgain.toFixed(0)} MiB`);
  console.log(`per idle subscription: ${(((withSockets - idle) * 1024) / SOCKETS).toFixed(1)} KiB; setup p99 ${percentile(setupMs, 99).toFixed(0)} ms, spread p99 ${percentile(spreads, 99).toFixed(0)} ms`);
} finally {
  await gateway.stop();
  await db.close();
}
