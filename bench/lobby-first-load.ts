// The lobby's first load as a guest meets it: Chromium opens `/` on a real gateway (over a real
// Postgres holding a casino-sized lobby; no chains, which a guest's lobby never asks) serving the
// built client with its precompressed copies, cache off, and counts every script's bytes on the
// wire until the network is idle, with the encoding it came in, and the time from navigation until
// the lobby is usable: a live table's card showing its latest results.
// Builds nothing: run `npm run build -w @sunrise/client` first (`npm run bench` does not). An older
// commit's build to compare: `git archive <commit> client schema.graphql | tar -x -C /tmp/old`, link
// node_modules and client/node_modules into it, `vite build` in /tmp/old/client.
// BENCH_LOADS (default 15 per build, after one warm-up), BENCH_DEV_WALLET=false for a production
// gateway (no Local wallet offered; default as `npm start` runs it), BENCH_COMPARE=<dist> (another
// build, e.g. an older commit's, served by a second gateway and loaded in turn with this one, so both
// meet the same machine load), DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createTestDatabase } from "@sunrise/db/testing";
import { launchBrowser } from "@sunrise/test/browser";
import { contractOf, seedCasino, spawnGateway } from "./live-gateway.js";
import { percentile } from "./stats.js";

const LOADS = Number(process.env.BENCH_LOADS ?? 15);
const PORT = Number(process.env.BENCH_BASE_PORT ?? 15480);
const DEV_WALLET = process.env.BENCH_DEV_WALLET ?? "true";
const DISTS = [new URL("../client/dist/", import.meta.url).pathname, ...(process.env.BENCH_COMPARE ? [process.env.BENCH_COMPARE] : [])];
const BUDGET_KB = 200;
process.env.DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";

/** Usable: a table open for bets is on screen with at least one of its results. */
const USABLE = '[data-testid^="table-card-"][data-open="true"] .result-chip';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;
interface Script {
  name: string;
  encoding: string;
  bytes: number;
}
interface Load {
  scripts: Script[];
  otherBytes: number;
  usableMs: number;
}

/** Stamps the first moment the lobby is usable (ms since navigation started) on the window; a string, since tsx would wrap a function's inner functions in a helper the page lacks. */
const watchUsable = `{
  const check = () => {
    if (window.usableAt === undefined && document.querySelector(${JSON.stringify(USABLE)})) window.usableAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
}`;

async function loadOnce(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await page.addInitScript(watchUsable);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("requestfailed", (r) => errors.push(`${r.url()} ${r.failure()?.errorText ?? "failed"}`));
    page.on("response", (r) => void (r.status() >= 400 && errors.push(`${r.url()} ${r.status()}`)));
    const responses: Promise<(Script & { script: boolean }) | null>[] = [];
    // A response still arriving as the context closes (a late GraphQL answer) is left out, not an unhandled rejection.
    page.on("response", (r) => responses.push((async () => ({
      script: r.request().resourceType() === "script",
      name: new URL(r.url()).pathname.replace(/^\/assets\//, "").replace(/-[\w-]{8}\.js$/, ".js"),
      encoding: (await r.allHeaders())["content-encoding"] ?? "identity",
      bytes: (await r.request().sizes()).responseBodySize,
    }))().catch(() => null)));
    await page.goto(url, { waitUntil: "networkidle" });
    const usableMs = await page.waitForFunction(() => (window as unknown as { usableAt?: number }).usableAt, undefined, { timeout: 30_000 }).then(
      (h) => h.jsonValue(),
      async (e: unknown) => {
        const shown = await page.evaluate(() => document.body.innerText.slice(0, 300));
        throw new Error(`the lobby at ${url} was not usable within 30 s; it shows: ${shown}; page errors: ${errors.join("; ") || "none"}`, { cause: e });
      },
    );
    const all = (await Promise.all(responses)).filter((r) => r !== null);
    const scripts = all.filter((r) => r.script).map(({ name, encoding, bytes }) => ({ name, encoding, bytes }));
    const otherBytes = all.filter((r) => !r.script).reduce((n, r) => n + r.bytes, 0);
    return { scripts, otherBytes, usableMs: Number(usableMs) };
  } finally {
    await context.close();
  }
}

/** The suite's addresses as the deploy step writes them, so the gateway answers the chain configuration (a guest's lobby asks the chains nothing). */
function writeDeployments(dir: string): string {
  const chain = (chainId: number, contracts: Record<string, string>) => ({ chainId, rpcUrl: "http://127.0.0.1:9", startBlock: 0, contracts });
  const file = join(dir, "deployments.json");
  writeFileSync(file, JSON.stringify({
    assetChain: chain(31337, { SUSD: contractOf(0xa1), AssetChainBridge: contractOf(0xa2) }),
    gameChain: chain(31338, { SUSD: contractOf(0xb1), GameChainBridge: contractOf(0xb2) }),
  }));
  return file;
}

const kb = (n: number) => (n / 1024).toFixed(1);

function report(dist: string, loads: Load[]): void {
  const first = loads[0]!;
  console.log(`\n${dist}: scripts of one load (KB on the wire, as served):`);
  for (const s of [...first.scripts].sort((a, b) => b.bytes - a.bytes)) console.log(`  ${s.name.padEnd(40)} ${kb(s.bytes).padStart(7)} KB  ${s.encoding}`);
  const totals = loads.map((l) => l.scripts.reduce((n, s) => n + s.bytes, 0));
  const encodings = [...new Set(loads.flatMap((l) => l.scripts.map((s) => s.encoding)))].join(", ");
  console.log(`lobby first-load JS: ${first.scripts.length} scripts, ${kb(Math.min(...totals))}–${kb(Math.max(...totals))} KB on the wire (${encodings}; budget ${BUDGET_KB} KB); other responses (HTML, CSS, GraphQL) ${kb(first.otherBytes)} KB`);
  const usable = loads.map((l) => l.usableMs);
  console.log(`usable (a live table with its results shown) over ${usable.length} loads: median ${percentile(usable, 50).toFixed(0)} ms, p90 ${percentile(usable, 90).toFixed(0)} ms (min ${Math.min(...usable).toFixed(0)}, max ${Math.max(...usable).toFixed(0)}; load average ${loadavg()[0]!.toFixed(1)})`);
}

for (const dist of DISTS) if (!existsSync(join(dist, "index.html"))) throw new Error(`${dist} holds no build: run \`npm run build -w @sunrise/client\` first`);
const db = await createTestDatabase();
await seedCasino(db.orm);
const dir = mkdtempSync(join(tmpdir(), "sunrise-lobby-load-"));
const deployments = writeDeployments(dir);
// Each build is served from a copy: a build started meanwhile (client/dist is shared) must not change it mid-run.
const copies = DISTS.map((dist, i) => (cpSync(dist, join(dir, `dist-${i}`), { recursive: true }), join(dir, `dist-${i}`)));
const gateways = await Promise.all(copies.map((copy, i) => spawnGateway(db.url, PORT + i, { CLIENT_DIST: copy, DEV_WALLET, DEPLOYMENTS_FILE: deployments })));
const browser = await launchBrowser();
try {
  console.log(`gateway ${DEV_WALLET === "true" ? "offering the Local wallet (as `npm start`)" : "without the Local wallet (production)"}, ${LOADS} guest loads of / per build with the cache off`);
  for (const g of gateways) await loadOnce(browser, `${g.url}/`); // warm-up, not counted (JIT, pools, public answers)
  const loads: Load[][] = gateways.map(() => []);
  for (let i = 0; i < LOADS; i++) for (const [j, g] of gateways.entries()) loads[j]!.push(await loadOnce(browser, `${g.url}/`));
  DISTS.forEach((dist, j) => report(dist, loads[j]!));
} finally {
  await browser.close();
  // A shutdown that hangs must not hang the bench: each gateway gets 10 s, then SIGKILL.
  await Promise.all(gateways.map(async (g) => {
    await Promise.race([g.stop(), new Promise((r) => setTimeout(r, 10_000))]);
    if (g.child.exitCode === null && g.child.signalCode === null) g.child.kill("SIGKILL");
  }));
  await db.close();
  rmSync(dir, { recursive: true, force: true });
}
