// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const src = resolve(import.meta.dirname, "..");
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
const importsOf = (file: string) => [...readFileSync(file, "utf8").matchAll(/(?:from|import\()\s*"(\.[^"]+)"/g)].map((m) => relative(src, resolve(dirname(file), m[1]!)));

describe("back office apart from the player site", () => {
  it("imports nothing of the player features, and of app only the route paths", () => {
    const offending = sourceFiles(join(src, "admin")).flatMap((f) =>
      importsOf(f).filter((t) => t.startsWith("features/") || (t.startsWith("app/") && t !== "app/paths.js")).map((t) => `${relative(src, f)} → ${t}`),
    );
    expect(offending).toEqual([]);
  });

  it("is reached from the player side only through the router's lazy imports", () => {
    const eager = [...sourceFiles(join(src, "features")), ...sourceFiles(join(src, "shared")), join(src, "main.tsx")].flatMap((f) =>
      importsOf(f).filter((t) => t.startsWith("admin/")).map((t) => `${relative(src, f)} → ${t}`),
    );
    expect(eager).toEqual([]);
    const adminOperations = [...sourceFiles(join(src, "features")), ...sourceFiles(join(src, "shared")), ...sourceFiles(join(src, "app"))]
      .filter((f) => !f.endsWith(".test.tsx"))
      .flatMap((f) => importsOf(f).filter((t) => t.startsWith("gql/admin/")).map((t) => `${relative(src, f)} → ${t}`));
    expect(adminOperations).toEqual([]);
    const router = readFileSync(join(src, "app/router.tsx"), "utf8");
    expect(router).not.toMatch(/from\s+"\.\.\/admin\//);
  });
});
