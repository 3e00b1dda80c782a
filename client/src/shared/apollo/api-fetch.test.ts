import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StorageKey } from "../storage/keys.js";
import { createMaintenanceStore } from "../ui/maintenance.js";
import { API_TIMEOUT_MS, createApiFetch, GET_CACHE_MS } from "./api-fetch.js";

const ok = (body: string) => new Response(body, { status: 200 });

function setup() {
  let clock = 1_000_000;
  const counter = { begin: vi.fn(), end: vi.fn() };
  const fetchImpl = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => ok(`answer ${fetchImpl.mock.calls.length}`));
  const maintenance = createMaintenanceStore();
  const api = createApiFetch({ fetchImpl: fetchImpl as unknown as typeof fetch, now: () => clock, counter, maintenance });
  return { api, fetchImpl, counter, maintenance, advance: (ms: number) => (clock += ms) };
}

const sentHeaders = (f: ReturnType<typeof setup>["fetchImpl"], call: number) => new Headers(f.mock.calls[call]![1]!.headers);

describe("API fetch (SPEC §7)", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.useRealTimers());

  it("sends a fresh x-request-id and the signed-in wallet's x-address, x-hash and x-nonce on every request", async () => {
    localStorage.setItem(StorageKey.hashAndNonce, JSON.stringify({ address: "0xabc", hash: "0xsig", nonce: "n1", token: "t" }));
    const s = setup();
    await s.api("/graphql", { method: "POST", body: "{}" });
    await s.api("/api/v1/ip");
    const [a, b] = [sentHeaders(s.fetchImpl, 0), sentHeaders(s.fetchImpl, 1)];
    for (const h of [a, b]) {
      expect(h.get("x-address")).toBe("0xabc");
      expect(h.get("x-hash")).toBe("0xsig");
      expect(h.get("x-nonce")).toBe("n1");
      expect(h.get("x-request-id")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
    expect(a.get("x-request-id")).not.toBe(b.get("x-request-id"));
  });

  it("keeps headers the caller set (sign-out sends the credentials it read before clearing them)", async () => {
    const s = setup();
    await s.api("/graphql", { method: "POST", headers: { "x-address": "0xold" } });
    expect(sentHeaders(s.fetchImpl, 0).get("x-address")).toBe("0xold");
  });

  it("answers a repeated GET from the cache for 2 minutes, then asks again", async () => {
    const s = setup();
    expect(await (await s.api("/api/v1/ranking")).text()).toBe("answer 1");
    s.advance(GET_CACHE_MS - 1);
    expect(await (await s.api("/api/v1/ranking")).text()).toBe("answer 1");
    expect(s.fetchImpl).toHaveBeenCalledTimes(1);
    s.advance(1);
    expect(await (await s.api("/api/v1/ranking")).text()).toBe("answer 2");
  });

  it("clears the GET cache on any non-GET request and on a no-cache request", async () => {
    const s = setup();
    await s.api("/api/v1/Area");
    await s.api("/graphql", { method: "POST" });
    expect(await (await s.api("/api/v1/Area")).text()).toBe("answer 3");
    await s.api("/api/games", { cache: "no-cache" });
    expect(await (await s.api("/api/v1/Area")).text()).toBe("answer 5");
  });

  it("does not keep a failed GET", async () => {
    const s = setup();
    s.fetchImpl.mockResolvedValueOnce(new Response("down", { status: 503 }));
    await s.api("/api/v1/ip");
    expect(await (await s.api("/api/v1/ip")).text()).toBe("answer 2");
  });

  it("gives up after 30 seconds", async () => {
    vi.useFakeTimers();
    const s = setup();
    s.fetchImpl.mockImplementationOnce((_input, init) => new Promise((_resolve, reject) => init!.signal!.addEventListener("abort", () => reject(init!.signal!.reason as Error))));
    const pending = s.api("/api/v1/sunc").catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(s.fetchImpl.mock.calls[0]![1]!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ name: "TimeoutError" });
  });

  it("moves the loading counter once per request that goes out, not for a cached answer", async () => {
    const s = setup();
    await s.api("/api/v1/Popup");
    await s.api("/api/v1/Popup");
    s.fetchImpl.mockRejectedValueOnce(new TypeError("offline"));
    await s.api("/graphql", { method: "POST" }).catch(() => undefined);
    expect(s.counter.begin).toHaveBeenCalledTimes(2);
    expect(s.counter.end).toHaveBeenCalledTimes(2);
  });

  it("follows the gateway's maintenance switch on every answer", async () => {
    const s = setup();
    s.fetchImpl.mockResolvedValueOnce(new Response("{}", { status: 503, headers: { "x-maintenance": "on" } }));
    await s.api("/graphql", { method: "POST" });
    expect(s.maintenance.get()).toBe(true);
    await s.api("/graphql", { method: "POST" });
    expect(s.maintenance.get()).toBe(false);
  });
});
