import { describe, expect, it } from "vitest";
import { ipAllowed, normaliseIpList } from "./ip-allow-list.js";

describe("staff IP allow-lists", () => {
  it("allows any IP when the list is empty", () => {
    expect(ipAllowed([], "203.0.113.9")).toBe(true);
  });

  it("matches single addresses and CIDR ranges of both families", () => {
    const list = ["203.0.113.9", "10.0.0.0/8", "2001:db8::/32"];
    expect(ipAllowed(list, "203.0.113.9")).toBe(true);
    expect(ipAllowed(list, "10.200.3.4")).toBe(true);
    expect(ipAllowed(list, "2001:db8:1::5")).toBe(true);
    expect(ipAllowed(list, "203.0.113.10")).toBe(false);
    expect(ipAllowed(list, "11.0.0.1")).toBe(false);
    expect(ipAllowed(list, "2001:db9::1")).toBe(false);
  });

  it("treats an IPv4-mapped IPv6 request address as the IPv4 address it carries", () => {
    expect(ipAllowed(["127.0.0.1"], "::ffff:127.0.0.1")).toBe(true);
    expect(ipAllowed(["10.0.0.0/8"], "::ffff:10.1.2.3")).toBe(true);
    expect(ipAllowed(["10.0.0.0/8"], "::ffff:127.0.0.1")).toBe(false);
  });

  it("refuses a request address it cannot read", () => {
    expect(ipAllowed(["10.0.0.0/8"], "")).toBe(false);
    expect(ipAllowed(["10.0.0.0/8"], "not-an-ip")).toBe(false);
  });

  it("normalises entries to canonical text and drops repeats", () => {
    expect(normaliseIpList([" 10.1.2.3/8 ", "10.0.0.0/8", "2001:DB8:0:0::1", "192.168.0.1/32"])).toEqual({ ok: ["10.0.0.0/8", "2001:db8::1", "192.168.0.1"] });
  });

  it("names the first entry that is neither an address nor a range", () => {
    expect(normaliseIpList(["10.0.0.1", "10.0.0.0/33"])).toEqual({ invalid: "10.0.0.0/33" });
    expect(normaliseIpList(["127.1"])).toEqual({ invalid: "127.1" });
    expect(normaliseIpList(["example.com"])).toEqual({ invalid: "example.com" });
    expect(normaliseIpList(["10.0.0.0/x"])).toEqual({ invalid: "10.0.0.0/x" });
  });
});
