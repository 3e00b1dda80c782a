import { afterAll, beforeAll, expect, it } from "vitest";
import { runChecks } from "./readiness.js";
import { startOpsServer, type OpsServer } from "./ops-server.js";

let ops: OpsServer;
let chainUp = true;
let draining = false;
const url = (path: string) => `http://127.0.0.1:${ops.port}${path}`;

beforeAll(async () => {
  ops = await startOpsServer(0, "127.0.0.1", {
    ready: () =>
      runChecks(
        {
          postgres: async () => undefined,
          chain: async () => {
            if (!chainUp) throw new Error("connect ECONNREFUSED 127.0.0.1:8545");
            return { lag: 0 };
          },
          slow: () => new Promise((r) => setTimeout(r, 20)),
        },
        1000,
      ),
    metrics: async () => ({ contentType: "text/plain; version=0.0.4", body: "sunrise_up 1\n" }),
    draining: () => draining,
  });
});
afterAll(async () => ops?.close());

it("answers /healthz, /metrics and an unknown path", async () => {
  expect(await (await fetch(url("/healthz"))).json()).toEqual({ status: "ok" });
  expect(await (await fetch(url("/metrics"))).text()).toBe("sunrise_up 1\n");
  expect((await fetch(url("/nothing"))).status).toBe(404);
});

it("is ready while every check passes and answers 503 naming the failed one otherwise, or while draining", async () => {
  const ready = await fetch(url("/ready"));
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready", failed: [], checks: { postgres: { ok: true }, chain: { ok: true, lag: 0 }, slow: { ok: true } } });

  chainUp = false;
  const down = await fetch(url("/ready"));
  expect(down.status).toBe(503);
  expect(await down.json()).toMatchObject({ status: "not ready", failed: ["chain"], checks: { chain: { ok: false, error: "connect ECONNREFUSED 127.0.0.1:8545" }, postgres: { ok: true } } });

  chainUp = true;
  draining = true;
  const stopping = await fetch(url("/ready"));
  expect(stopping.status).toBe(503);
  expect(await stopping.json()).toMatchObject({ failed: ["shutdown"] });
  draining = false;
});

it("fails a check that does not answer in time", async () => {
  const result = await runChecks({ hung: () => new Promise(() => undefined) }, 50);
  expect(result).toEqual({ ready: false, failed: ["hung"], checks: { hung: { ok: false, error: "hung did not answer within 50 ms" } } });
});
