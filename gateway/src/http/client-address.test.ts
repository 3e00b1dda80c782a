import { describe, expect, it } from "vitest";
import type { IncomingMessage } from "node:http";
import { clientAddress } from "./credentials.js";

const upgrade = (peer: string, forwarded?: string) => ({ socket: { remoteAddress: peer }, headers: forwarded ? { "x-forwarded-for": forwarded } : {} }) as unknown as IncomingMessage;

describe("clientAddress", () => {
  it("counts a WebSocket behind a loopback balancer against the forwarded client address", () => {
    expect(clientAddress(upgrade("127.0.0.1", "203.0.113.9"))).toBe("203.0.113.9");
    expect(clientAddress(upgrade("::ffff:127.0.0.1", "198.51.100.1, 127.0.0.1"))).toBe("198.51.100.1");
  });

  it("ignores X-Forwarded-For from a peer that is not a loopback balancer", () => {
    expect(clientAddress(upgrade("203.0.113.9", "10.0.0.1"))).toBe("203.0.113.9");
    expect(clientAddress(upgrade("127.0.0.1", "203.0.113.9, 198.51.100.7"))).toBe("198.51.100.7");
  });
});
