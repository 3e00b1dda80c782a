import { describe, expect, it } from "vitest";
import { decoded } from "./decoded.js";

const codec = (name: string) => {
  const calls: unknown[] = [];
  return { calls, decode: (log: { topics: string[]; data: string }) => (calls.push(log), { name, data: log.data }) };
};

describe("decoded", () => {
  it("decodes a log once per event, and keeps each event's value apart", () => {
    const a = codec("a");
    const b = codec("b");
    const log = { topics: ["0x01"], data: "0x02" };
    const first = decoded(a, log);
    expect(decoded(a, log)).toBe(first);
    expect(decoded(b, log)).toEqual({ name: "b", data: "0x02" });
    expect(decoded(b, log)).toBe(decoded(b, log));
    expect(decoded(a, log)).toBe(first);
    expect([a.calls.length, b.calls.length]).toEqual([1, 1]);
    // Another log object is decoded afresh.
    expect(decoded(a, { ...log })).not.toBe(first);
    expect(a.calls.length).toBe(2);
  });
});
