// The server packages' relative imports (type-only ones included) form no cycle: a composition root
// (gateway/src/services.ts) knows every service, and what several modules share sits in a leaf module.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const CHECKED = ["gateway/src", "indexer/src"];
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+["'](\.{1,2}\/[^"']+)["']|(?:^|\n)\s*import\s+["'](\.{1,2}\/[^"']+)["']/g;

const sources = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

/** `./x.js` names `./x.ts` in the TypeScript source. */
function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  return [base.replace(/\.js$/, ".ts"), base.replace(/\.js$/, ".tsx"), `${base}.ts`, join(base, "index.ts")].find((f) => existsSync(f) && statSync(f).isFile());
}

/** One cycle of the import graph, as the files along it, or undefined. */
function findCycle(files) {
  const edges = new Map(files.map((f) => [f, [...readFileSync(f, "utf8").matchAll(IMPORT)].map((m) => resolveImport(f, m[1] ?? m[2])).filter(Boolean)]));
  const state = new Map();
  const stack = [];
  const visit = (f) => {
    state.set(f, "open");
    stack.push(f);
    for (const next of edges.get(f) ?? []) {
      if (state.get(next) === "open") return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    stack.pop();
    state.set(f, "done");
    return undefined;
  };
  for (const f of files) {
    if (state.has(f)) continue;
    const cycle = visit(f);
    if (cycle) return cycle;
  }
  return undefined;
}

for (const dir of CHECKED) {
  test(`${dir} has no import cycle`, () => {
    const cycle = findCycle(sources(join(root, dir)));
    assert.equal(cycle?.map((f) => relative(root, f)).join(" > "), undefined);
  });
}
