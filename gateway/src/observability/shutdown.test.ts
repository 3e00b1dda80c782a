import { request } from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import WebSocket from "ws";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { spawnGateway, type GatewayProcess } from "../_test/process.js";

let db: TestDatabase;
let gateway: GatewayProcess;

beforeAll(async () => {
  db = await createTestDatabase();
  gateway = await spawnGateway(db.url);
});
afterAll(async () => {
  if (gateway.child.exitCode === null) gateway.child.kill("SIGKILL");
  await db.close();
});

it("finishes a request in flight and closes sockets with 1001 when SIGTERM arrives, then exits 0", async () => {
  const socket = new WebSocket(gateway.url.replace("http", "ws") + "/graphql", "graphql-transport-ws");
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => socket.send(JSON.stringify({ type: "connection_init" })));
    socket.once("message", () => resolve());
    socket.once("error", reject);
  });
  const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));

  const body = JSON.stringify({ query: "{ __typename }" });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(`${gateway.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } }, (res) => {
      let text = "";
      res.on("data", (d) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode!, text }));
    });
    req.on("error", reject);
    // Half the body now, the rest once the gateway is shutting down: the request is in flight.
    req.write(body.slice(0, 10));
    setTimeout(() => {
      gateway.child.kill("SIGTERM");
      setTimeout(() => req.end(body.slice(10)), 300);
    }, 200);
  });
  const exit = new Promise<number | null>((resolve) => gateway.child.once("exit", (code) => resolve(code)));

  expect(await answer).toEqual({ status: 200, text: expect.stringContaining('"__typename":"Query"') });
  expect(await closed).toBe(1001);
  expect(await exit).toBe(0);
}, 30_000);
