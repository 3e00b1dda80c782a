// @vitest-environment node
import { describe, expect, it } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";

const src = resolve(import.meta.dirname, "..");

/** Relative modules a file imports statically (`import … from` / `export … from`); dynamic `import()` starts a chunk of its own. */
function staticImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s(?:[^;]*?from\s+)?"(\.[^"]+)"/g)]
    .filter((m) => !/^\s*import\s+type\s/.test(m[0]))
    .map((m) => {
      const path = resolve(dirname(file), m[1]!.replace(/\.js$/, ""));
      return [".ts", ".tsx"].map((ext) => path + ext).find(existsSync) ?? path;
    })
    .filter(existsSync);
}

/** Every module the lobby's first load carries: main.tsx and what it imports statically, transitively. */
function firstLoad(): string[] {
  const seen = new Set<string>();
  const queue = [resolve(src, "main.tsx")];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return [...seen].map((f) => relative(src, f));
}

describe("the lobby's first load (200 KB gzip budget)", () => {
  it("carries no operation of the back office or of the lazily loaded player pages", () => {
    const modules = firstLoad();
    expect(modules).toEqual(expect.arrayContaining(["features/home/HomePage.tsx", "features/messages/MessageAlerts.tsx", "gql/graphql.ts"]));
    expect(modules.filter((m) => m.startsWith("gql/admin/") || m.startsWith("gql/pages/"))).toEqual([]);
  });
});
