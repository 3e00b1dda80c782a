// The lobby's first-load JavaScript: gzip bytes of the entry script and every modulepreload in client/dist/index.html (built fresh unless BENCH_BUILD=0).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET = 200 * 1024;
const dist = new URL("../client/dist/", import.meta.url).pathname;

/** Paths of the JS the page loads before it can render: the module entry and its modulepreloads. */
export function firstLoadScripts(html: string): string[] {
  const entry = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  return [...new Set([...entry, ...preloads])];
}

/** Builds the client if needed and prints each first-load script's size and the gzip total. */
function main(): void {
  // A fresh build measures the current sources; BENCH_BUILD=0 measures the dist as it is.
  if (!existsSync(join(dist, "index.html")) || process.env.BENCH_BUILD !== "0") {
    execFileSync("npm", ["run", "build", "-w", "@sunrise/client"], { stdio: "inherit", cwd: new URL("..", import.meta.url).pathname });
  }

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  let raw = 0;
  let gzip = 0;
  for (const src of firstLoadScripts(readFileSync(join(dist, "index.html"), "utf8"))) {
    const body = readFileSync(join(dist, src.replace(/^\//, "")));
    const gz = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += gz;
    console.log(`${src.padEnd(44)} ${kb(body.length).padStart(10)} ${kb(gz).padStart(10)} gzip`);
  }
  console.log(`lobby first-load JS: ${kb(raw)} raw, ${kb(gzip)} gzip (budget ${kb(BUDGET)}: ${gzip <= BUDGET ? "within" : "OVER"})`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
