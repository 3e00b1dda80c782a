import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Wallet } from "ethers";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { BridgeProcess, Channel, notify, type EntityManager } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { gql, signInAs, type SignedIn } from "../../_test/client.js";

let t: TestGateway;
let alice: SignedIn;
let bob: SignedIn;
beforeAll(async () => {
  t = await startTestGateway();
  alice = await signInAs(t.url, Wallet.createRandom());
  bob = await signInAs(t.url, Wallet.createRandom());
});
afterAll(async () => t?.close());

let seq = 0;
const id = () => `0x${(++seq).toString(16).padStart(64, "0")}`;

async function writeProcess(address: string, fields: Partial<BridgeProcess> = {}) {
  const pid = id();
  await t.db.orm.em.fork().transactional(async (em: EntityManager) => {
    em.create(BridgeProcess, { id: pid, address, processType: 91, amount: "100000000", targetChainId: 31338, createdAt: new Date(), withdrawTxHash: `0x${"a".repeat(64)}`, ...fields });
    await em.flush();
    await notify(em, Channel.bridgeProcess, { id: pid, address });
  });
  return pid;
}

const LIST = `query($filter: BridgeProcessFilter, $limit: Int! = 100) { bridgeProcesses(filter: $filter, limit: $limit) { id address status step amount processType } }`;

describe("bridge processes", () => {
  it("lists only the signed-in player's processes, filtered by status and date", async () => {
    const old = await writeProcess(alice.address, { status: 2, step: 3, createdAt: new Date("2026-01-01T00:00:00Z") });
    const waiting = await writeProcess(alice.address);
    await writeProcess(bob.address);
    const all = await gql(t.url, LIST, {}, alice.headers);
    expect(all.data!.bridgeProcesses.map((p: { id: string }) => p.id)).toEqual([waiting, old]);
    const polling = await gql(t.url, LIST, { filter: { status: 0 }, limit: 1 }, alice.headers);
    expect(polling.data!.bridgeProcesses).toEqual([{ id: waiting, address: alice.address, status: 0, step: 1, amount: "100000000", processType: 91 }]);
    const recent = await gql(t.url, LIST, { filter: { createdFrom: "2026-06-01T00:00:00Z" } }, alice.headers);
    expect(recent.data!.bridgeProcesses.map((p: { id: string }) => p.id)).toEqual([waiting]);
  });

  it("shows USDC withdrawals by their ETA: waiting before it, claimable (status 1) after it, in GraphQL and REST, filtered by process type", async () => {
    const carol = await signInAs(t.url, Wallet.createRandom());
    const usdc = { processType: 2, queueState: "pending", amount: "6000000000000", targetChainId: 31337, sourceChainId: 31337 };
    const due = await writeProcess(carol.address, { ...usdc, queueReasons: 2, releaseAt: new Date(Date.now() - 60_000), createdAt: new Date(Date.now() - 3_000) });
    const queued = await writeProcess(carol.address, { ...usdc, queueReasons: 1, releaseAt: new Date(Date.now() + 12 * 3_600_000), createdAt: new Date(Date.now() - 2_000) });
    const rejected = await writeProcess(carol.address, { ...usdc, queueState: "rejected", status: 2, queueReasons: 1, rejectReason: "Source of funds unclear", releaseAt: new Date(Date.now() + 3_600_000), createdAt: new Date(Date.now() - 1_000) });
    const deposit = await writeProcess(carol.address, { processType: 1, status: 2, step: 3, targetChainId: 31337 });
    await writeProcess(carol.address); // a 91 still waiting
    const Q = `query($filter: BridgeProcessFilter) { bridgeProcesses(filter: $filter) { id status transactionState queueState queueReasons rejectReason releaseAt } }`;
    const usdcOnly = (await gql(t.url, Q, { filter: { processTypes: [1, 2, 3] } }, carol.headers)).data!.bridgeProcesses;
    expect(usdcOnly.map((p: { id: string }) => p.id)).toEqual([deposit, rejected, queued, due]);
    expect(usdcOnly[0]).toMatchObject({ status: 2, transactionState: "confirmed", queueReasons: [] });
    expect(usdcOnly[1]).toMatchObject({ status: 2, transactionState: "rejected", rejectReason: "Source of funds unclear" });
    expect(usdcOnly[2]).toMatchObject({ status: 0, transactionState: "processing", queueReasons: ["review"] });
    expect(usdcOnly[3]).toMatchObject({ status: 1, transactionState: "claimable", queueReasons: ["daily"] });
    const waiting = (await gql(t.url, Q, { filter: { status: 0 } }, carol.headers)).data!.bridgeProcesses.map((p: { id: string }) => p.id);
    expect(waiting).toHaveLength(2);
    expect(waiting).toContain(queued);
    expect(waiting).not.toContain(due);
    const claim = encodeURIComponent(JSON.stringify({ address: carol.address, status: 1 }));
    const rest = (await (await fetch(`${t.url}/api/v1/BridgeProcess?limit=1&filter=${claim}`, { headers: carol.headers })).json()) as { id: string; status: number }[];
    expect(rest).toEqual([expect.objectContaining({ id: due, status: 1, transactionState: "claimable" })]);
    const byType = encodeURIComponent(JSON.stringify({ processType: { $in: [1] } }));
    expect(((await (await fetch(`${t.url}/api/v1/BridgeProcess?filter=${byType}`, { headers: carol.headers })).json()) as { id: string }[]).map((p) => p.id)).toEqual([deposit]);
    expect((await gql(t.url, Q, { filter: { processTypes: [4] } }, carol.headers)).errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
  });

  it("refuses a limit above 100 over GraphQL and REST", async () => {
    const res = await gql(t.url, LIST, { limit: 101 }, alice.headers);
    expect(res.errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
    const rest = await fetch(`${t.url}/api/v1/BridgeProcess?limit=101`, { headers: alice.headers });
    expect(rest.status).toBe(400);
    expect(((await rest.json()) as { error: { code: string } }).error.code).toBe("BAD_USER_INPUT");
  });

  it("answers the REST polling call with the SPEC filter shape", async () => {
    const filter = encodeURIComponent(JSON.stringify({ address: bob.address, status: 0 }));
    const res = await fetch(`${t.url}/api/v1/BridgeProcess?limit=1&filter=${filter}`, { headers: bob.headers });
    const body = (await res.json()) as { address: string; status: number }[];
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ address: bob.address, status: 0 });
    const guest = await fetch(`${t.url}/api/v1/BridgeProcess?limit=1`);
    expect(guest.status).toBe(401);
  });

  it("pushes a committed change to its owner's subscription and to no one else", async () => {
    const events: Record<string, unknown[]> = { alice: [], bob: [] };
    const clients = [alice, bob].map((who) =>
      createClient({ url: t.url.replace("http", "ws") + "/graphql", webSocketImpl: WebSocket, connectionParams: { authorization: who.token }, lazy: false, retryAttempts: 0 }),
    );
    const subscribed = clients.map((client, i) =>
      new Promise<void>((resolve) => {
        client.subscribe({ query: `subscription { bridgeProcessUpdated { id address step } }` }, {
          next: (v) => events[i === 0 ? "alice" : "bob"]!.push(v.data!.bridgeProcessUpdated),
          error: () => undefined,
          complete: () => undefined,
        });
        setTimeout(resolve, 300);
      }),
    );
    await Promise.all(subscribed);
    const pid = await writeProcess(alice.address, { step: 2 });
    const deadline = Date.now() + 5000;
    while (events.alice!.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    await new Promise((r) => setTimeout(r, 200));
    expect(events.alice).toEqual([{ id: pid, address: alice.address, step: 2 }]);
    expect(events.bob).toEqual([]);
    await Promise.all(clients.map((c) => c.dispose()));
  });

  it("refuses a subscription without a session", async () => {
    const client = createClient({ url: t.url.replace("http", "ws") + "/graphql", webSocketImpl: WebSocket, lazy: false, retryAttempts: 0 });
    const error = await new Promise<unknown>((resolve) => {
      client.subscribe({ query: `subscription { bridgeProcessUpdated { id } }` }, { next: (value) => resolve(value), error: resolve, complete: () => resolve(null) });
    });
    expect(JSON.stringify(error)).toMatch(/UNAUTHENTICATED/);
    await client.dispose();
  });
});
