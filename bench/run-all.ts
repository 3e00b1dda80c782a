// Runs every benchmark in turn (or BENCH_ONLY=<file>); each prints its own figures.
import { execFileSync } from "node:child_process";

const benches = ["games.ts", "table-gas.ts", "decision-table-gas.ts", "bridge-latency.ts", "usdc-latency.ts", "table-latency.ts", "decision-latency.ts", "indexer-ingest.ts", "lobby-load.ts", "lobby-first-load.ts", "fanout.ts", "chat-delivery.ts", "dashboard-queries.ts"];
for (const b of process.env.BENCH_ONLY ? [process.env.BENCH_ONLY] : benches) {
  console.log(`\n== ${b}`);
  execFileSync(process.execPath, ["--import", "tsx", b], { stdio: "inherit", cwd: new URL(".", import.meta.url).pathname });
}
