// Runs every benchmark in turn; each prints its own figures.
import { execFileSync } from "node:child_process";

const benches = ["bridge-latency.ts", ...(process.env.BENCH_ONLY ? [] : [])];
for (const b of process.env.BENCH_ONLY ? [process.env.BENCH_ONLY] : benches) {
  console.log(`\n== ${b}`);
  execFileSync(process.execPath, ["--import", "tsx", b], { stdio: "inherit", cwd: new URL(".", import.meta.url).pathname });
}
