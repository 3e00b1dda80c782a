// Seeded fuzz and abuse run against a started gateway (its own process, `npm start`'s development
// mode): `npm run fuzz -w @sunrise/gateway` (FUZZ_SEED, FUZZ_REQUESTS). Exits 1 on any 5xx, any error
// without a code or any leaked internal; prints the outcomes and the gateway's RSS cold, after a
// warm-up (the baseline), at the end of the fuzz and abuse runs, and 10 s later.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createTestDatabase } from "@sunrise/db/testing";
import { startRpcEcho } from "../rpc-echo.js";
import { runFuzz } from "./run.js";

const seed = Number(process.env.FUZZ_SEED ?? 1);
const count = Number(process.env.FUZZ_REQUESTS ?? 6000);
const port = 4900 + Math.floor(Math.random() * 90);
const url = `http://127.0.0.1:${port}`;
const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const db = await createTestDatabase();
const node = await startRpcEcho();
const gateway = spawn(process.execPath, ["--import", "tsx", new URL("../../main.ts", import.meta.url).pathname], {
  env: { ...process.env, NODE_ENV: "development", DATABASE_URL: db.url, GATEWAY_PORT: String(port), ASSET_RPC_URL: node.url, GAME_RPC_URL: node.url, RATE_LIMIT_IP_PER_MINUTE: "10000000", RATE_LIMIT_SIGN_IN_PER_MINUTE: "10000000", CLIENT_DIST: "/nonexistent" },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((resolve, reject) => {
  gateway.stdout!.on("data", (d: Buffer) => d.toString().includes("listening") && resolve());
  gateway.on("exit", (code) => reject(new Error(`gateway exited with ${code}`)));
});
gateway.stdout!.resume();
await sleep(1000);
const cold = rssMiB(gateway.pid!);
// A fresh process grows while it compiles and fills its bounded caches (parsed documents, JIT code):
// the baseline is the gateway after a short warm-up of the same kinds of requests (another seed).
await runFuzz(url, seed + 1_000_000, Math.min(count, 1500));
await sleep(1000);
const before = rssMiB(gateway.pid!);

const report = await runFuzz(url, seed, count);

/** The issue's amplification attempts, each repeated: big introspection, aliases, fragment bombs, big bodies. */
const abuse = [
  `{ ${Array.from({ length: 19 }, (_, i) => `s${i}: __schema { types { name fields { name } } }`).join(" ")} }`,
  `{ ${Array.from({ length: 20 }, (_, i) => `l${i}: lobby { id }`).join(" ")} }`,
  `{ ...F0 } ${Array.from({ length: 8 }, (_, i) => `fragment F${i} on Query { ${(i === 7 ? "ip " : `...F${i + 1} `).repeat(10)} }`).join(" ")}`,
  `{ __schema { types { name fields { name type { name ofType { name } } } } } }`,
  `{ ${"a { ".repeat(5000)}b${" }".repeat(5000)} }`,
];
let abuseRequests = 0;
for (let round = 0; round < 200; round++) {
  await Promise.all(abuse.map(async (query) => {
    const res = await fetch(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables: { pad: "x".repeat(90_000) } }) });
    await res.arrayBuffer();
    if (res.status >= 500) report.serverErrors++;
    abuseRequests++;
  }));
}
const peak = rssMiB(gateway.pid!);
await sleep(10_000);
const after = rssMiB(gateway.pid!);

gateway.kill("SIGTERM");
await new Promise((r) => gateway.once("exit", r));
await node.close();
await db.close();

const byCode: Record<string, number> = {};
for (const [key, n] of Object.entries(report.outcomes)) {
  const [, status, ...code] = key.split(" ");
  const k = `${status} ${code.join(" ")}`;
  byCode[k] = (byCode[k] ?? 0) + n;
}
console.log(JSON.stringify({ seed, requests: report.requests, abuseRequests, serverErrors: report.serverErrors, leaks: report.leaks, codeless: report.failures.filter((f) => f.problems.some((p) => p.startsWith("error without"))).length, byCode, rssMiB: { cold: cold.toFixed(0), before: before.toFixed(0), peak: peak.toFixed(0), after: after.toFixed(0) } }, null, 1));
for (const f of report.failures.slice(0, 20)) console.log(`FAIL ${f.problems.join(", ")} <- ${f.request}`);
/** What a warmed-up gateway may keep after the run: its caches are bounded, so more means a leak. */
const MAX_GROWTH_MIB = 64;
if (after - before > MAX_GROWTH_MIB) console.log(`FAIL RSS grew ${(after - before).toFixed(0)} MiB over the warmed-up baseline (limit ${MAX_GROWTH_MIB})`);
process.exit(report.failures.length > 0 || report.serverErrors > 0 || after - before > MAX_GROWTH_MIB ? 1 : 0);
