import { expect, it } from "vitest";
import { prettyLines } from "./pretty.js";

it("prints a child's JSON log lines readably, other lines as they are, and joins a line cut between chunks", () => {
  const p = prettyLines("gateway", false);
  const json = JSON.stringify({ level: 30, time: Date.UTC(2026, 0, 1, 12, 0, 0), service: "gateway", reqId: "r-1", msg: "request completed" });
  expect(p.push(`${json.slice(0, 20)}`)).toBe("");
  const out = p.push(`${json.slice(20)}\nplain text\n`);
  expect(out).toMatch(/^\[gateway\] \[\d\d:\d\d:\d\d\.000\] INFO: request completed\n\s+reqId: "r-1"\n\[gateway\] plain text\n$/);
  expect(out).not.toContain('"level"');
  expect(p.all("one\ntwo\n")).toBe("[gateway] one\n[gateway] two\n");
});
