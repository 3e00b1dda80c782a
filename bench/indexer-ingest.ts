// Indexer ingest on a dense game chain: BENCH_BETS (30,000) BetPlaced events, ~72 a block (two
// placeBets of 36 from different players per block, automine off, one evm_mine per block). Then the
// same EvmBatchProcessor over the same chain data writes into (a) the project's store (MikroDatabase
// + Batch) in a fresh Postgres database, (b) memory, (c) SQD's @subsquid/typeorm-store, each in its
// own process (indexer-ingest-worker.ts), and the events/s are printed side by side.
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the Postgres server.
// BENCH_STORES picks stores (memory,project,typeorm); BENCH_BEFORE=<dir> adds "before": the project
// store of another checkout (<dir>/bench/indexer-ingest-worker.ts, its indexer/ and db/ beside it)
// at BENCH_BEFORE_RATE_LIMIT requests/s (200, the old default). BENCH_REPEAT (1) runs the stores
// that many times, interleaved so that load from elsewhere on the machine hits them alike, and
// prints each store's median.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { startHardhat } from "../indexer/src/_test/chain.js";
import { deployWithTable, placeDenseBets } from "../indexer/src/_test/dense-bets.js";

/** One store's run: events indexed, wall time, time inside its transactions, and CPU of the indexer's process, its Postgres connections and the chain node. */
interface Result { events: number; ms: number; storeMs: number; cpuMs?: number; dbCpuMs?: number; chainCpuMs: number }

const BETS = Number(process.env.BENCH_BETS ?? 30_000);

/** Seconds of CPU the whole machine has been busy (every core, every process), from /proc/stat; 0 where there is none. */
function machineCpu(): number {
  try {
    const [, ...ticks] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).map(Number);
    const [user, nice, system, , , irq, softirq] = ticks as number[];
    return (user! + nice! + system! + irq! + softirq!) / 100;
  } catch {
    return 0;
  }
}
/** Seconds of CPU a process has used (Linux /proc), or NaN. */
function processCpu(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\) /, "").split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}
process.env.DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";

const [asset, game] = await Promise.all([startHardhat("assetChain"), startHardhat("gameChain")]);
try {
  const deployments = await deployWithTable(asset, game);
  const started = performance.now();
  // ~72 a block: two placeBets of 36 from different players; a new round every 20 blocks.
  const { head, bets: expected, blocks, rounds } = await placeDenseBets(game, deployments, { bets: BETS, perTx: 36, txsPerBlock: 2, blocksPerRound: 20, players: 8 });
  console.log(`chain: ${expected} BetPlaced in ${blocks} blocks (72 a block) + ${rounds} rounds, head ${head}, generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const chainId = deployments.gameChain.chainId;
  const table = deployments.gameChain.contracts["GameTable:1"]!;

  const config = { rpcUrl: game.url, chainId, startBlock: deployments.gameChain.startBlock, head, expected, bridge: deployments.gameChain.contracts.GameChainBridge!.toLowerCase(), table: table.toLowerCase() };
  const runs: Record<string, Result[]> = {};
  const stores = (process.env.BENCH_STORES ?? "memory,project,typeorm").split(",") as ("memory" | "project" | "typeorm" | "before")[];
  if (process.env.BENCH_BEFORE) stores.push("before");
  for (let rep = 0; rep < Number(process.env.BENCH_REPEAT ?? 1); rep++) {
    for (const store of stores) {
      if (store === "before" && rep > 0) continue; // minutes a run: once is enough
      const before = store === "before";
      const cpu0 = machineCpu();
      const chainCpu0 = processCpu(game.proc.pid);
      const out = execFileSync(process.execPath, ["--import", "tsx", "indexer-ingest-worker.ts", before ? "project" : store], {
        cwd: before ? `${process.env.BENCH_BEFORE}/bench` : new URL(".", import.meta.url).pathname,
        env: { ...process.env, BENCH_INGEST: JSON.stringify(config), SQD_WARN: "*", ...(before ? { BENCH_RATE_LIMIT: process.env.BENCH_BEFORE_RATE_LIMIT ?? "200" } : {}) },
        stdio: ["ignore", "pipe", "inherit"],
        maxBuffer: 64 * 1024 * 1024,
      }).toString();
      const line = out.split("\n").find((l) => l.startsWith("RESULT "));
      if (!line) throw new Error(`${store}: no result\n${out}`);
      const result = JSON.parse(line.slice(7)) as Result;
      if (result.events !== expected) throw new Error(`${store} indexed ${result.events} events, expected ${expected}`);
      const cpu = machineCpu() - cpu0;
      result.chainCpuMs = (processCpu(game.proc.pid) - chainCpu0) * 1000;
      const measured = result.cpuMs === undefined ? "" : `, indexer CPU ${(result.cpuMs / 1000).toFixed(2)} s, Postgres CPU ${(result.dbCpuMs! / 1000).toFixed(2)} s`;
      console.log(`${store} run ${rep + 1}: ${Math.round(result.events / (result.ms / 1000))} events/s${measured}, chain node CPU ${(result.chainCpuMs / 1000).toFixed(2)} s (machine CPU busy for the whole run incl. start-up: ${cpu.toFixed(1)} s)`);
      (runs[store] ??= []).push(result);
    }
  }
  const median = (xs: Result[]) => [...xs].sort((x, y) => x.ms - y.ms)[Math.floor((xs.length - 1) / 2)]!;
  const results = Object.fromEntries(Object.entries(runs).map(([k, xs]) => [k, median(xs)]));
  const rate = (r: Result) => r.events / (r.ms / 1000);
  const mem = results.memory ? rate(results.memory) : NaN;
  const labels = { memory: "in-memory (ceiling)", project: "project store (Postgres)", typeorm: "@subsquid/typeorm-store (Postgres)", before: `project store before (${process.env.BENCH_BEFORE})` };
  // "In store": seconds inside the store's transactions (handlers and writes), the rest being the processor's fetching and decoding.
  // CPU: what the indexer's process, its Postgres connections and the chain node used while indexing (the chain node's also while the run started).
  console.log(`\n| store | events | seconds | events/s | vs in-memory | in store (s) | events/s in store | indexer CPU (s) | Postgres CPU (s) | chain node CPU (s) |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|`);
  for (const [k, r] of Object.entries(results)) {
    const inStore = `${(r.storeMs / 1000).toFixed(2)} | ${Math.round(r.events / (r.storeMs / 1000)).toLocaleString("en")}`;
    // An older worker (BENCH_BEFORE) may not measure CPU.
    const seconds = (ms: number | undefined) => (ms === undefined ? "–" : (ms / 1000).toFixed(2));
    const cpu = `${seconds(r.cpuMs)} | ${seconds(r.dbCpuMs)} | ${seconds(r.chainCpuMs)}`;
    console.log(`| ${labels[k as keyof typeof labels]} | ${r.events} | ${(r.ms / 1000).toFixed(2)} | ${Math.round(rate(r)).toLocaleString("en")} | ${((rate(r) / mem) * 100).toFixed(0)}% | ${inStore} | ${cpu} |`);
  }
  if (results.project && results.typeorm) console.log(`\nproject / typeorm-store: ${(rate(results.project) / rate(results.typeorm)).toFixed(2)}×`);
  // The machine's speed drifts between repetitions: each repetition's stores ran back to back, so their ratios compare like with like.
  const repetitions = runs.project?.length ?? 0;
  if (repetitions > 1) {
    const ratios = (of: "memory" | "typeorm", format: (x: number) => string) => {
      if (runs[of]?.length !== repetitions) return "";
      const xs = runs.project!.map((r, i) => rate(r) / rate(runs[of]![i]!));
      return `${xs.map(format).join(", ")} (median ${format([...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!)})`;
    };
    const vsMemory = ratios("memory", (x) => `${(x * 100).toFixed(0)}%`);
    const vsTypeorm = ratios("typeorm", (x) => `${x.toFixed(2)}×`);
    if (vsMemory) console.log(`project / in-memory, repetition by repetition: ${vsMemory}`);
    if (vsTypeorm) console.log(`project / typeorm-store, repetition by repetition: ${vsTypeorm}`);
  }
} finally {
  await Promise.all([asset.stop(), game.stop()]);
}
