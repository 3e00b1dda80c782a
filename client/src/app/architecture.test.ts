// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const src = resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every relative import of `file`, as a path under src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/from\s+"(\.[^"]+)"/g)].map((m) => relative(src, resolve(dirname(file), m[1]!)));
}

const area = (path: string) => path.split("/").slice(0, path.startsWith("features/") ? 2 : 1).join("/");

describe("layering (STYLE: app composes features, features use shared)", () => {
  it("keeps every feature free of imports from another feature or from app", () => {
    const files = sourceFiles(join(src, "features"));
    expect(files.flatMap(importsOf)).toContain("shared/session/SessionProvider.js");
    const offending = files.flatMap((file) => {
      const own = area(relative(src, file));
      return importsOf(file).filter((target) => (target.startsWith("features/") && area(target) !== own) || target.startsWith("app/")).map((t) => `${relative(src, file)} → ${t}`);
    });
    expect(offending).toEqual([]);
  });

  it("keeps shared code free of imports from features and app", () => {
    const offending = sourceFiles(join(src, "shared")).flatMap((file) =>
      importsOf(file).filter((t) => t.startsWith("features/") || t.startsWith("app/")).map((t) => `${relative(src, file)} → ${t}`),
    );
    expect(offending).toEqual([]);
  });
});
