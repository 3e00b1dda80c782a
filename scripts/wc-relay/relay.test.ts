import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { startRelay, type Relay } from "./relay.js";

let relay: Relay;
beforeAll(async () => {
  relay = await startRelay();
});
afterAll(() => relay.close());

/** A raw JSON-RPC client: requests by id, and every irn_subscription pushed to it. */
async function client() {
  const ws = new WebSocket(`${relay.url}/?auth=jwt&projectId=dev`);
  await new Promise((ok) => ws.once("open", ok));
  const pushed: { id: string; data: { topic: string; message: string; tag: number } }[] = [];
  const waiting = new Map<number, (v: unknown) => void>();
  ws.on("message", (raw) => {
    const m = JSON.parse(String(raw)) as { id: number; method?: string; params?: never; result?: unknown; error?: unknown };
    if (m.method === "irn_subscription") {
      pushed.push(m.params!);
      ws.send(JSON.stringify({ id: m.id, jsonrpc: "2.0", result: true }));
    } else waiting.get(m.id)?.(m.result ?? m.error);
  });
  let next = 1;
  const request = (method: string, params: Record<string, unknown>) =>
    new Promise<unknown>((ok) => {
      const id = next++;
      waiting.set(id, ok);
      ws.send(JSON.stringify({ id, jsonrpc: "2.0", method, params }));
    });
  return { request, pushed, close: () => ws.close() };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe("WalletConnect relay stand-in", () => {
  it("delivers a publish to the topic's subscribers but not back to its sender", async () => {
    const [a, b] = await Promise.all([client(), client()]);
    const subA = await a.request("irn_subscribe", { topic: "t1" });
    const subB = await b.request("irn_subscribe", { topic: "t1" });
    expect(typeof subB).toBe("string");
    expect(await a.request("irn_publish", { topic: "t1", message: "hello", ttl: 300, tag: 1108 })).toBe(true);
    await until(() => b.pushed.length > 0);
    expect(b.pushed[0]).toMatchObject({ id: subB, data: { topic: "t1", message: "hello", tag: 1108 } });
    expect(a.pushed).toEqual([]);
    expect(subA).not.toBe(subB);
    a.close();
    b.close();
  });

  it("holds a session proposal for a wallet that subscribes later, and hands it over once", async () => {
    const [site, wallet] = await Promise.all([client(), client()]);
    await site.request("wc_proposeSession", { pairingTopic: "pair", sessionProposal: "proposal", ttl: 300 });
    await wallet.request("irn_subscribe", { topic: "pair" });
    await until(() => wallet.pushed.length > 0);
    expect(wallet.pushed.map((p) => [p.data.message, p.data.tag])).toEqual([["proposal", 1100]]);
    expect(await wallet.request("irn_batchFetchMessages", { topics: ["pair"] })).toEqual({ messages: [], hasMore: false });
    site.close();
    wallet.close();
  });

  it("subscribes a session proposer to its pairing topic for the wallet's answer", async () => {
    const [site, wallet] = await Promise.all([client(), client()]);
    await site.request("wc_proposeSession", { pairingTopic: "pair3", sessionProposal: "proposal", ttl: 300 });
    await wallet.request("irn_publish", { topic: "pair3", message: "answer", ttl: 300, tag: 1101 });
    await until(() => site.pushed.length > 0);
    expect(site.pushed.map((p) => p.data.message)).toEqual(["answer"]);
    site.close();
    wallet.close();
  });

  it("routes a wallet's approval to the pairing and the new session topic", async () => {
    const [site, wallet] = await Promise.all([client(), client()]);
    await site.request("irn_batchSubscribe", { topics: ["pair2", "session2"] });
    await wallet.request("wc_approveSession", { pairingTopic: "pair2", sessionTopic: "session2", sessionProposalResponse: "answer", sessionSettlementRequest: "settle", ttl: 300 });
    await until(() => site.pushed.length > 1);
    expect(site.pushed.map((p) => [p.data.topic, p.data.message, p.data.tag])).toEqual([["pair2", "answer", 1101], ["session2", "settle", 1102]]);
    site.close();
    wallet.close();
  });

  it("stops delivering after an unsubscribe and refuses unknown methods", async () => {
    const [a, b] = await Promise.all([client(), client()]);
    const id = await b.request("irn_subscribe", { topic: "t3" });
    expect(await b.request("irn_unsubscribe", { topic: "t3", id })).toBe(true);
    await a.request("irn_publish", { topic: "t3", message: "late", ttl: 300, tag: 0 });
    await new Promise((r) => setTimeout(r, 50));
    expect(b.pushed).toEqual([]);
    expect(await a.request("irn_nothing", {})).toMatchObject({ code: -32601 });
    a.close();
    b.close();
  });
});
