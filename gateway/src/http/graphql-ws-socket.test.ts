import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { GraphQLInt, GraphQLObjectType, GraphQLSchema, GraphQLString, execute, subscribe, type ExecutionResult } from "graphql";
import WebSocket, { WebSocketServer } from "ws";
import { LivePubSub } from "../graphql/pubsub.js";
import { SocketCrowd, sendNext, serveSockets } from "./graphql-ws-socket.js";

interface Tick {
  n: number;
}

const pubSub = new LivePubSub();
const TickType = new GraphQLObjectType<Tick>({ name: "Tick", fields: { n: { type: GraphQLInt }, label: { type: GraphQLString, resolve: (t) => `tick ${t.n}` } } });
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: "Query", fields: { ok: { type: GraphQLInt, resolve: () => 1 } } }),
  subscription: new GraphQLObjectType({ name: "Subscription", fields: { tick: { type: TickType, subscribe: () => pubSub.subscribe("tick"), resolve: (t: Tick) => t } } }),
});

let servers: { http: Server; dispose: () => Promise<void> }[] = [];
const sockets: WebSocket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.terminate();
  await Promise.all(servers.map(async (s) => (await s.dispose(), s.http.close())));
  servers = [];
});

/** serveSockets over a small schema; every result is serialised once, as the gateway's onNext does. */
async function start(keepAliveMs = 12_000) {
  const http = createServer();
  const wsServer = new WebSocketServer({ server: http, path: "/graphql" });
  const serialised = new WeakMap<ExecutionResult, string>();
  const { dispose } = serveSockets(
    {
      schema,
      execute: (args) => execute(args),
      subscribe: (args) => subscribe(args),
      onNext: (ctx, id, _payload, _args, result) => {
        let json = serialised.get(result);
        if (json === undefined) serialised.set(result, (json = JSON.stringify(result)));
        return sendNext(ctx.extra.socket, id, json);
      },
    },
    wsServer,
    keepAliveMs,
  );
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  servers.push({ http, dispose });
  return `ws://127.0.0.1:${(http.address() as AddressInfo).port}/graphql`;
}

/** A hand-written graphql-transport-ws client that keeps every message it receives as text. */
async function open(url: string, options: WebSocket.ClientOptions = {}) {
  const ws = new WebSocket(url, "graphql-transport-ws", options);
  sockets.push(ws);
  const messages: string[] = [];
  const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  await new Promise<void>((resolve) => {
    ws.on("open", () => ws.send(JSON.stringify({ type: "connection_init" })));
    ws.on("message", (data) => {
      const text = String(data);
      if (JSON.parse(text).type === "connection_ack") resolve();
      else messages.push(text);
    });
  });
  return { ws, messages, closed };
}

const until = async (done: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  expect(done()).toBe(true);
};

describe("serveSockets", () => {
  it("sends every event once and in order to each subscriber, the same payload text under each socket's own operation id", async () => {
    const url = await start();
    const a = await open(url);
    const b = await open(url);
    a.ws.send(JSON.stringify({ id: "a1", type: "subscribe", payload: { query: "subscription { tick { n label } }" } }));
    b.ws.send(JSON.stringify({ id: "weird \"id\"", type: "subscribe", payload: { query: "subscription { tick { n label } }" } }));
    await until(() => pubSub.count("tick") === 2);
    for (let n = 1; n <= 50; n++) pubSub.publish("tick", { n });
    await until(() => a.messages.length === 50 && b.messages.length === 50);
    const parsed = (messages: string[]) => messages.map((m) => JSON.parse(m) as { id: string; type: string; payload: { data: { tick: { n: number; label: string } } } });
    expect(parsed(a.messages).map((m) => [m.id, m.type, m.payload.data.tick.n])).toEqual(Array.from({ length: 50 }, (_, i) => ["a1", "next", i + 1]));
    expect(parsed(b.messages).map((m) => m.id)).toEqual(Array(50).fill('weird "id"'));
    expect(parsed(b.messages).map((m) => m.payload)).toEqual(parsed(a.messages).map((m) => m.payload));
    expect(parsed(a.messages)[6]!.payload).toEqual({ data: { tick: { n: 7, label: "tick 7" } } });
  });

  it("answers a query and completes it, and ends a subscription the client completes", async () => {
    const url = await start();
    const c = await open(url);
    c.ws.send(JSON.stringify({ id: "q", type: "subscribe", payload: { query: "{ ok }" } }));
    await until(() => c.messages.length === 2);
    expect(c.messages.map((m) => JSON.parse(m))).toEqual([{ id: "q", type: "next", payload: { data: { ok: 1 } } }, { id: "q", type: "complete" }]);
    c.ws.send(JSON.stringify({ id: "s", type: "subscribe", payload: { query: "subscription { tick { n } }" } }));
    await until(() => pubSub.count("tick") === 1);
    c.ws.send(JSON.stringify({ id: "s", type: "complete" }));
    await until(() => pubSub.count("tick") === 0);
  });

  it("closes a socket that does not answer pings and keeps one that does", async () => {
    const url = await start(240);
    const silent = await open(url, { autoPong: false });
    const alive = await open(url);
    expect(await silent.closed).toBe(1006);
    await new Promise((r) => setTimeout(r, 300));
    expect(alive.ws.readyState).toBe(WebSocket.OPEN);
  });

  it("forgets every subscription of sockets that go away", async () => {
    const url = await start();
    const clients = await Promise.all(Array.from({ length: 20 }, () => open(url)));
    clients.forEach((c, i) => c.ws.send(JSON.stringify({ id: String(i), type: "subscribe", payload: { query: "subscription { tick { n } }" } })));
    await until(() => pubSub.count("tick") === 20);
    for (const c of clients) c.ws.terminate();
    await until(() => pubSub.count("tick") === 0);
  });
});

describe("SocketCrowd", () => {
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it("collects the young generation once a crowd has connected, and everything once it has left, each after the sockets stop coming and going", async () => {
    const collected: string[] = [];
    const crowd = new SocketCrowd((type) => collected.push(type), 100, 200);
    for (let i = 0; i < 300; i++) crowd.opened();
    expect(collected).toEqual([]);
    await sleep(300);
    expect(collected).toEqual(["minor"]);
    for (let i = 0; i < 140; i++) crowd.closed(); // 160 open: more than half the peak
    await sleep(300);
    expect(collected).toEqual(["minor"]);
    for (let i = 0; i < 20; i++) {
      crowd.closed(); // 150 … 141 open: the closes keep coming, so it waits
      await sleep(5);
    }
    expect(collected).toEqual(["minor"]);
    await sleep(300);
    expect(collected).toEqual(["minor", "major"]);
    // What stayed open is the new reference: a few more closes or opens are no crowd.
    for (let i = 0; i < 50; i++) crowd.closed();
    for (let i = 0; i < 60; i++) crowd.opened();
    await sleep(300);
    expect(collected).toEqual(["minor", "major"]);
  });

  it("leaves a small crowd alone", async () => {
    const collected: string[] = [];
    const crowd = new SocketCrowd((type) => collected.push(type), 100, 10);
    for (let i = 0; i < 90; i++) crowd.opened();
    for (let i = 0; i < 60; i++) crowd.closed();
    await sleep(40);
    expect(collected).toEqual([]);
  });

  it("does not wait for a quiet moment forever", async () => {
    const collected: string[] = [];
    const crowd = new SocketCrowd((type) => collected.push(type), 100, 50, 150);
    for (let i = 0; i < 100; i++) crowd.opened();
    const until = Date.now() + 400;
    while (Date.now() < until && collected.length === 0) {
      crowd.opened();
      crowd.closed();
      await sleep(10);
    }
    expect(collected).toEqual(["minor"]);
  });
});
