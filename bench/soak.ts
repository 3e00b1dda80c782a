// Soak: the platform as `npm start` runs it under a crowd of SOAK_PLAYERS (200) demo players who
// bet at every table, SOAK_SUBSCRIBERS (2,000) graphql-ws sockets following every table's rounds
// and SOAK_READS (500) lobby reads a second, for SOAK_MINUTES (10) after a SOAK_WARMUP_MINUTES (2)
// warm-up. Prints: HTTP answers by status (5xx must be 0), subscription events received, each
// process's RSS after warm-up and at the end (growth must stay under 10 %), the game indexer's lag
// p50/p99 in wall-clock seconds (sampled every 250 ms; p99 must stay under 2 s), and the
// rounds audit: every round final, every bet paid once or refunded, the latest round of a table of each game
// re-derived from chain data alone, and the proof of reserves.
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { startPlatform } from "@sunrise/test/platform";
import { auditRounds, reservesProblem } from "@sunrise/test/rounds-audit";
import { percentile } from "./stats.js";
import { forkWorker } from "./worker-process.js";

const PLAYERS = Number(process.env.SOAK_PLAYERS ?? 200);
const SUBSCRIBERS = Number(process.env.SOAK_SUBSCRIBERS ?? 2_000);
const READS_PER_SECOND = Number(process.env.SOAK_READS ?? 500);
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const WARMUP_MINUTES = Number(process.env.SOAK_WARMUP_MINUTES ?? 2);
const PORT = Number(process.env.BENCH_BASE_PORT ?? 16800);
const PROCESSES = ["gateway", "operator", "indexer-asset", "indexer-game", "validator-1", "crowd"];
/** Processes the subscribers are spread over. */
const SUBSCRIBER_PROCESSES = 2;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const fmt = (n: number) => n.toLocaleString("en");

// The soak's reads and every crowd player's sign-in and bets come from this one address: the
// per-address limits are raised out of the way (the soak measures the platform, not the limiter).
// The crowd's funder gets SUSD for every player; `npm start` keeps its own demo crowd small, so the
// soak runs the crowd itself (`npm run simulate`), as an operator's load test would.
const platform = await startPlatform(PORT, {
  timeoutMs: 900_000,
  env: { DEMO_SUSD: String(PLAYERS * 1_000 + 10_000), DEALER_BETTING_SECONDS: "12", RATE_LIMIT_IP_PER_MINUTE: "10000000", RATE_LIMIT_SIGN_IN_PER_MINUTE: "100000" },
});
let crowdOutput = "";
// With the semi-space size `npm start` gives the demo crowd (scripts/start/main.ts): V8 otherwise grows a busy
// process's young generation to 128 MiB, which the RSS figures would count as growth.
const crowd = spawn(process.execPath, ["--max-semi-space-size=16", "--import", "tsx", "simulate/main.ts", "--players", String(PLAYERS), "--minutes", "0", "--rate", "6"], {
  cwd: new URL("../scripts/", import.meta.url).pathname,
  env: { ...process.env, SIMULATE_GATEWAY_URL: platform.url, ASSET_RPC_URL: platform.assetRpcUrl, GAME_RPC_URL: platform.gameRpcUrl, LOG_LEVEL: "info" },
  stdio: ["ignore", "pipe", "pipe"],
});
// Its log beside the platform's: <data>/logs/crowd.log.
const crowdLog = createWriteStream(join(platform.dataDir, "logs", "crowd.log"), { flags: "a" });
for (const stream of [crowd.stdout, crowd.stderr]) {
  stream.on("data", (b: Buffer) => {
    crowdLog.write(b);
    crowdOutput = (crowdOutput + b.toString()).slice(-200_000);
  });
}
let joinedCount = 0;
crowd.stdout.on("data", (b: Buffer) => (joinedCount += (b.toString().match(/joined with/g) ?? []).length));
const metricsPort = (offset: number) => PORT + Number(process.env.E2E_PORT_OFFSET ?? 0) + offset;
const pidOf = (name: string) => (name === "crowd" ? crowd.pid! : Number(readFileSync(join(platform.dataDir, "run", `${name}.pid`), "utf8")));
const rssMiB = (name: string) => {
  const status = readFileSync(`/proc/${pidOf(name)}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
};
/** CPU seconds used so far by the process group a service leads (Hardhat's node re-spawns itself). */
const cpuSeconds = (name: string): number => {
  const group = pidOf(name);
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      // Fields after the command's closing parenthesis: state, ppid, pgrp, … utime (12th), stime (13th).
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      if (Number(fields[2]) === group || Number(pid) === group) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / 100;
};
const metric = async (port: number, series: string) => {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? NaN : Number(line.slice(series.length + 1));
};

/** A bench/soak-worker.ts process; every one is stopped at the end. */
async function startWorker(args: string[]) {
  const worker = await forkWorker("./soak-worker.ts", args);
  workers.push(worker.child);
  return worker;
}
const workers: ChildProcess[] = [];

/** Players the crowd has brought in so far (each joins through sign-in, registration, funding and the bridge). */
const joined = () => {
  if (crowd.exitCode !== null) throw new Error(`the crowd stopped:\n${crowdOutput.slice(-3000)}`);
  return joinedCount;
};

try {
  console.log(`platform up in ${(platform.startupMs / 1000).toFixed(0)} s; ${PLAYERS} players joining, ${SUBSCRIBERS} subscribers, ${READS_PER_SECOND} reads/s`);
  const joinStart = Date.now();
  while (joined() < PLAYERS) {
    if (Date.now() - joinStart > 30 * 60_000) throw new Error(`only ${joined()} of ${PLAYERS} players joined in 30 minutes`);
    await sleep(2_000);
  }
  console.log(`${PLAYERS} players joined in ${((Date.now() - joinStart) / 1000).toFixed(0)} s`);

  // The load comes from processes of its own (bench/soak-worker.ts), so it is not capped by the CPU of this one.
  const tables = ((await (await fetch(`${platform.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ tables { id } }" }) })).json()) as { data: { tables: { id: number }[] } }).data.tables;
  const wsUrl = platform.url.replace(/^http/, "ws") + "/graphql";
  const subscribers = await Promise.all(
    Array.from({ length: SUBSCRIBER_PROCESSES }, (_, i) => startWorker(["subscribe", wsUrl, tables.map((t) => t.id).join(","), String(Math.floor(SUBSCRIBERS / SUBSCRIBER_PROCESSES) + (i < SUBSCRIBERS % SUBSCRIBER_PROCESSES ? 1 : 0))])),
  );
  for (const w of subscribers) await w.ask({ cmd: "open" }, (r) => "opened" in r);
  const reader = await startWorker(["read", platform.url, String(READS_PER_SECOND)]);
  await reader.ask({ cmd: "start" }, (r) => "started" in r);
  const readTotals = async (cmd: "report" | "stop") => {
    const r = (await reader.ask({ cmd }, (m) => "sent" in m)) as { sent: number; statuses: Record<string, number>; failed: number; failures: Record<string, number> };
    return { ...r, answered: Object.values(r.statuses).reduce((a, b) => a + b, 0) };
  };

  // Lag of the game indexer, sampled every 250 ms throughout, in wall-clock time: how long ago the
  // first block it has not committed appeared at the chain's head. Its own lag_seconds gauge compares
  // block timestamps, which on an automining chain move 1 s per block however fast blocks come.
  const lags: number[] = [];
  const gaugeLags: number[] = [];
  let sampling = true;
  const headSeenAt = new Map<number, number>();
  let seenUpTo = 0;
  const gameHead = async () => {
    const res = await fetch(platform.gameRpcUrl, { method: "POST", headers: { "content-type": "application/json" }, body: '{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber","params":[]}' });
    return Number(((await res.json()) as { result: string }).result);
  };
  const sampler = (async () => {
    for (let n = 0; sampling; n++) {
      const [head, indexed] = await Promise.all([gameHead(), metric(metricsPort(6), 'sunrise_indexer_indexed_block{chain="game"}')]).catch(() => [NaN, NaN]);
      const now = performance.now();
      if (Number.isFinite(head) && Number.isFinite(indexed)) {
        for (let h = seenUpTo + 1; h <= head!; h++) headSeenAt.set(h, now);
        seenUpTo = Math.max(seenUpTo, head!);
        for (const h of headSeenAt.keys()) if (h <= indexed!) headSeenAt.delete(h);
        lags.push(indexed! >= head! ? 0 : (now - (headSeenAt.get(indexed! + 1) ?? now)) / 1000);
      }
      if (n % 4 === 0) {
        const gauge = await metric(metricsPort(6), 'sunrise_indexer_lag_seconds{chain="game"}').catch(() => NaN);
        if (Number.isFinite(gauge)) gaugeLags.push(gauge);
      }
      await sleep(250);
    }
  })();

  await sleep(WARMUP_MINUTES * 60_000);
  const rssWarm = Object.fromEntries(PROCESSES.map((p) => [p, rssMiB(p)]));
  const cpuNames = [...PROCESSES, "asset-chain", "game-chain", "validator-2", "validator-3"].filter((p) => p === "crowd" || existsSync(join(platform.dataDir, "run", `${p}.pid`)));
  const cpuWarm = Object.fromEntries(cpuNames.map((p) => [p, cpuSeconds(p)]));
  const benchCpuWarm = process.cpuUsage();
  const [lagsFrom, gaugeLagsFrom] = [lags.length, gaugeLags.length];
  const readsWarm = (await readTotals("report")).answered;
  console.log(`warm after ${WARMUP_MINUTES} min: RSS ${PROCESSES.map((p) => `${p} ${rssWarm[p]!.toFixed(0)} MiB`).join(", ")}`);
  await sleep(MINUTES * 60_000);
  const rssEnd = Object.fromEntries(PROCESSES.map((p) => [p, rssMiB(p)]));
  const cpuShare = cpuNames.map((p) => `${p} ${Math.round(((cpuSeconds(p) - cpuWarm[p]!) / (MINUTES * 60)) * 100)} %`);
  const benchCpu = process.cpuUsage(benchCpuWarm);
  cpuShare.push(`this bench ${Math.round(((benchCpu.user + benchCpu.system) / 1e6 / (MINUTES * 60)) * 100)} %`);
  const readsEnd = (await readTotals("report")).answered;
  sampling = false;
  await readTotals("stop");
  await sampler;
  await sleep(5_000); // reads in flight
  const reads = await readTotals("report");
  const subscribed = (await Promise.all(subscribers.map((w) => w.ask({ cmd: "close" }, (r) => "events" in r)))) as unknown as { events: number; errors: number }[];

  const fiveXx = Object.entries(reads.statuses).filter(([s]) => Number(s) >= 500).reduce((a, [, n]) => a + n, 0);
  console.log(`reads: ${fmt(reads.sent)} sent, ${fmt(reads.answered)} answered (${fmt(Math.round((readsEnd - readsWarm) / (MINUTES * 60)))}/s after warm-up), by status ${Object.entries(reads.statuses).map(([s, n]) => `${s}: ${fmt(n)}`).join(", ")}; 5xx: ${fiveXx}; failed to answer: ${reads.failed}${reads.failed ? ` (${Object.entries(reads.failures).map(([why, n]) => `${why}: ${n}`).join(", ")})` : ""}`);
  console.log(`subscriptions: ${fmt(SUBSCRIBERS)} sockets, ${fmt(subscribed.reduce((n, r) => n + r.events, 0))} events received, ${subscribed.reduce((n, r) => n + r.errors, 0)} errors`);
  console.log(`CPU after warm-up (100 % = one core of 2): ${cpuShare.join(", ")}`);
  console.log(`RSS growth after warm-up: ${PROCESSES.map((p) => `${p} ${rssWarm[p]!.toFixed(0)} → ${rssEnd[p]!.toFixed(0)} MiB (${(((rssEnd[p]! - rssWarm[p]!) / rssWarm[p]!) * 100).toFixed(1)} %)`).join(", ")}`);
  const steady = lags.slice(lagsFrom);
  const gauge = gaugeLags.slice(gaugeLagsFrom);
  if (steady.length) console.log(`game indexer lag (wall clock): p50 ${percentile(steady, 50).toFixed(2)} s, p99 ${percentile(steady, 99).toFixed(2)} s over ${steady.length} samples; its lag_seconds gauge (block timestamps): p50 ${percentile(gauge, 50).toFixed(1)} s, p99 ${percentile(gauge, 99).toFixed(1)} s`);
  const operatorMetrics = await (await fetch(`http://127.0.0.1:${metricsPort(7)}/metrics`)).text();
  const settled = operatorMetrics.split("\n").filter((l) => l.startsWith("sunrise_operator_rounds_total{") && l.includes('step="settled"')).reduce((n, l) => n + Number(l.split(" ").at(-1)), 0);
  console.log(`rounds settled by the dealer: ${fmt(settled)}`);

  const deployments = join(platform.dataDir, "deployments.json");
  const audit = await auditRounds(platform.url, deployments);
  console.log(`rounds audit: ${fmt(audit.rounds)} rounds, ${fmt(audit.bets)} bets, ${audit.verified} games' latest round verified from chain; problems: ${audit.problems.length ? "\n  " + audit.problems.join("\n  ") : "none"}`);
  const reserves = reservesProblem(deployments);
  console.log(`proof of reserves: ${reserves ? "FAILS\n" + reserves : "holds"}`);
} finally {
  for (const w of workers) w.kill();
  crowd.kill("SIGTERM");
  await platform.stop();
}
