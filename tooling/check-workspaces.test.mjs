// Every workspace exposes the same script names (STYLE: create-t3-turbo habit).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const rootPkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));

for (const ws of rootPkg.workspaces) {
  test(`${ws} has lint, typecheck and test scripts`, () => {
    const pkg = JSON.parse(readFileSync(join(root, ws, "package.json"), "utf8"));
    for (const script of ["lint", "typecheck", "test"]) {
      assert.ok(pkg.scripts?.[script], `${ws} lacks script ${script}`);
    }
  });
}
