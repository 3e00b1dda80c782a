import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runVerify } from "./run.js";

async function run(args: Parameters<typeof runVerify>[0]) {
  const out: string[] = [];
  const code = await runVerify(args, { log: (t) => out.push(t), error: (t) => out.push(t) });
  return { code, text: out.join("\n") };
}

describe("running verify without a usable chain or deployments file", () => {
  it("exits 2 when a table id has no deployments file to look it up in, or the file is not one", async () => {
    const missing = await run({ table: { tableId: 1 }, target: { round: 1n }, deployments: "/nonexistent/deployments.json" });
    expect(missing).toEqual({ code: 2, text: "no deployments file at /nonexistent/deployments.json (npm start writes one; or give --table <address> --rpc <url>)" });
    const file = join(mkdtempSync(join(tmpdir(), "verify-")), "deployments.json");
    writeFileSync(file, "{ not json");
    expect(await run({ table: { tableId: 1 }, target: { round: 1n }, deployments: file })).toMatchObject({ code: 2, text: expect.stringContaining("is not JSON") });
    writeFileSync(file, JSON.stringify({ assetChain: {} }));
    expect(await run({ table: { tableId: 1 }, target: { round: 1n }, deployments: file })).toMatchObject({ code: 2, text: expect.stringContaining("has no gameChain") });
  });

  it("exits 1 when the chain cannot be reached", async () => {
    const result = await run({ rpc: "http://127.0.0.1:9", table: { address: "0x5FbDB2315678afecb367f032d93F642f64180aa3" }, target: { shoe: 1 }, deployments: "/nonexistent" });
    expect(result.code).toBe(1);
    expect(result.text).toContain("cannot read the chain at http://127.0.0.1:9");
  });
});
