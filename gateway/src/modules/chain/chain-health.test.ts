import { describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ChainHealthMonitor } from "./chain-health.js";

/** A JSON-RPC endpoint that answers with its latest block, or holds every request while `stalled`. */
async function rpcStub(): Promise<{ url: string; stalled: boolean; server: Server }> {
  const stub = { url: "", stalled: false, server: undefined as unknown as Server };
  stub.server = createServer((req, res) => {
    if (stub.stalled) return; // no answer: the probe's timeout decides
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ jsonrpc: "2.0", id: 1, result: { number: "0x10", timestamp: "0x6745a000" } }));
  });
  await new Promise<void>((r) => stub.server.listen(0, "127.0.0.1", r));
  stub.url = `http://127.0.0.1:${(stub.server.address() as AddressInfo).port}`;
  return stub;
}

describe("chain health", () => {
  it("marks a chain unreachable when its RPC stops answering in time, and reachable again when it answers, reporting only changes", async () => {
    const asset = await rpcStub();
    const game = await rpcStub();
    const monitor = new ChainHealthMonitor({ asset: asset.url, game: game.url }, { timeoutMs: 200 });
    try {
      expect(await monitor.check()).toBe(false);
      expect(monitor.current().map((h) => [h.id, h.reachable])).toEqual([["asset", true], ["game", true]]);

      game.stalled = true;
      expect(await monitor.check()).toBe(true);
      const down = monitor.current().find((h) => h.id === "game")!;
      expect(down.reachable).toBe(false);
      expect(monitor.current().find((h) => h.id === "asset")!.reachable).toBe(true);
      expect(await monitor.check()).toBe(false);
      expect(monitor.current().find((h) => h.id === "game")!.since).toBe(down.since);

      game.stalled = false;
      expect(await monitor.check()).toBe(true);
      expect(monitor.current().every((h) => h.reachable)).toBe(true);
    } finally {
      asset.server.closeAllConnections();
      game.server.closeAllConnections();
      asset.server.close();
      game.server.close();
    }
  });

  it("counts an RPC that refuses connections as unreachable", async () => {
    const monitor = new ChainHealthMonitor({ asset: "http://127.0.0.1:9/", game: "http://127.0.0.1:9/" }, { timeoutMs: 500 });
    expect(await monitor.check()).toBe(true);
    expect(monitor.current().map((h) => h.reachable)).toEqual([false, false]);
  });
});
