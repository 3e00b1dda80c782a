import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { startTestGateway, type TestGateway } from "../_test/gateway.js";
import { createLogger } from "./logger.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestGateway;
let client: Client;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const out = new PassThrough();
  out.on("data", (d: Buffer) => d.toString().split("\n").filter(Boolean).forEach((l) => lines.push(JSON.parse(l))));
  t = await startTestGateway({}, { logger: createLogger({ level: "info", pretty: false, destination: out }) });
  client = createClient({ url: `${t.url.replace("http", "ws")}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true });
});
afterAll(async () => {
  await client?.dispose();
  await t?.close();
});

/** Runs one operation over the socket; its errors as sent. */
const run = (query: string, extensions?: Record<string, unknown>, operationName?: string) =>
  new Promise<{ message: string; extensions?: Record<string, unknown> }[]>((resolve) => {
    let errors: { message: string; extensions?: Record<string, unknown> }[] = [];
    client.subscribe(
      { query, extensions, operationName },
      {
        next: (r) => (errors = (r.errors as typeof errors | undefined) ?? errors),
        error: (e) => resolve(Array.isArray(e) ? e : [{ message: String(e) }]),
        complete: () => resolve(errors),
      },
    );
  });

describe("WebSocket operations' request ids", () => {
  it("keeps the client's request id in an operation's errors and its completion log line", async () => {
    const errors = await run(`query StaffOnly { systemStatus { id } }`, { requestId: "crowd-test-42" }, "StaffOnly");
    expect(errors[0]?.extensions).toMatchObject({ code: "UNAUTHENTICATED", requestId: "crowd-test-42" });
    await expect.poll(() => lines.find((l) => l.reqId === "crowd-test-42" && l.msg === "websocket operation completed")).toMatchObject({ operation: "graphql StaffOnly", outcome: "graphql_error", transport: "websocket" });
  });

  it("gives an operation without a valid id a new one, also when it is refused before it runs", async () => {
    const invalid = await run(`{ nosuchfield }`, { requestId: "not valid!" });
    expect(invalid[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(String(invalid[0]?.extensions?.requestId)).toMatch(UUID);
    const ok = await run(`{ __typename }`);
    expect(ok).toEqual([]);
    await expect.poll(() => lines.filter((l) => l.msg === "websocket operation completed" && l.outcome === "ok").length).toBeGreaterThan(0);
    expect(String(lines.find((l) => l.msg === "websocket operation completed" && l.outcome === "ok")?.reqId)).toMatch(UUID);
  });
});
