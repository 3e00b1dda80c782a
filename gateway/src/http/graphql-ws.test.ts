import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Wallet } from "ethers";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { startTestGateway, type TestGateway } from "../_test/gateway.js";
import { gql, REQUEST_SIGN_IN } from "../_test/client.js";
import { LEAK } from "../_test/fuzz/judge.js";

let t: TestGateway;
let token: string;
beforeAll(async () => {
  t = await startTestGateway({
    MAX_QUERY_COST: "500",
    MAX_QUERY_DEPTH: "2",
    // Two of the five go to the session below; three are left for the sign-in test.
    RATE_LIMIT_SIGN_IN_PER_MINUTE: "5",
    RATE_LIMIT_ADDRESS_PER_MINUTE: "5",
    RATE_LIMIT_IP_PER_MINUTE: "1000",
  });
  // A shallow sign-in: the client's SIGN_IN selects deeper than this gateway's depth limit.
  const wallet = Wallet.createRandom();
  const { message } = (await gql(t.url, REQUEST_SIGN_IN, { address: wallet.address, chainId: 31337 })).data!.requestSignIn;
  const signed = await gql(t.url, `mutation($m: String!, $s: String!) { signIn(message: $m, signature: $s) { token } }`, { m: message, s: await wallet.signMessage(message) });
  token = signed.data!.signIn.token;
});
afterAll(async () => t?.close());

const clients: Client[] = [];
afterAll(async () => Promise.all(clients.map((c) => c.dispose())));

function connect(connectionParams: Record<string, unknown> = {}, url = t.url): Client {
  const client = createClient({ url: url.replace("http", "ws") + "/graphql", webSocketImpl: WebSocket, connectionParams, retryAttempts: 0, lazy: false });
  clients.push(client);
  return client;
}

interface Outcome {
  data?: unknown;
  code?: string;
  message?: string;
}

/** Runs one operation to its first result (a subscription: until it has started or been refused). */
function run(client: Client, query: string, variables: Record<string, unknown> = {}, settleMs = 300): Promise<Outcome> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe();
      resolve({ data: "started" });
    }, settleMs);
    const unsubscribe = client.subscribe<unknown>(
      { query, variables },
      {
        next: (r) => {
          clearTimeout(timer);
          const e = r.errors?.[0] as { message: string; extensions?: { code?: string } } | undefined;
          resolve({ data: r.data, code: e?.extensions?.code, message: e?.message });
        },
        error: (err) => {
          clearTimeout(timer);
          const e = (Array.isArray(err) ? err[0] : err) as { message?: string; extensions?: { code?: string } };
          expect(JSON.stringify(err)).not.toMatch(LEAK);
          resolve({ code: e?.extensions?.code, message: e?.message });
        },
        complete: () => undefined,
      },
    );
  });
}

describe("WebSocket operations obey the HTTP limits", () => {
  it("refuses a query over the cost limit, as HTTP does", async () => {
    const res = await run(connect(), `{ stakingRounds(limit: 1000) { id blockStartedAt } }`);
    expect(res).toMatchObject({ code: "BAD_USER_INPUT", message: expect.stringMatching(/Query costs \d+ points; the limit is 500/) });
  });

  it("refuses a query over the depth limit", async () => {
    const res = await run(connect(), `{ me { sunc { address } } }`);
    expect(res.code).toMatch(/GRAPHQL_VALIDATION_FAILED|BAD_USER_INPUT/);
  });

  it("refuses a wrong variable type with BAD_USER_INPUT before running", async () => {
    const res = await run(connect(), `query($n: Int!) { stakingRounds(limit: $n) { id } }`, { n: "many" });
    expect(res.code).toBe("BAD_USER_INPUT");
  });

  it("refuses a deeply nested document and one over the token cap before parsing", async () => {
    const client = connect();
    expect((await run(client, `{ ${"a { ".repeat(3000)}b${" }".repeat(3000)} }`)).code).toBe("GRAPHQL_PARSE_FAILED");
    expect((await run(client, `{ ${Array.from({ length: 600 }, (_, i) => `a${i}: __typename`).join(" ")} }`)).code).toBe("GRAPHQL_PARSE_FAILED");
  });

  it("limits sign-in attempts per IP over WebSocket", async () => {
    const client = connect();
    const ask = () => run(client, REQUEST_SIGN_IN, { address: Wallet.createRandom().address, chainId: 31337 });
    for (let i = 0; i < 3; i++) expect((await ask()).code).toBeUndefined();
    expect(await ask()).toMatchObject({ code: "RATE_LIMITED" });
  });

  it("limits a signed-in address's operations, each subscription counting when it starts", async () => {
    const client = connect({ authorization: `Bearer ${token}` });
    for (let i = 0; i < 3; i++) expect((await run(client, `{ me { address } }`)).code).toBeUndefined();
    expect((await run(client, `subscription { bridgeProcessUpdated { id } }`)).data).toBe("started");
    expect((await run(client, `subscription { bridgeProcessUpdated { id } }`)).data).toBe("started");
    expect(await run(client, `{ me { address } }`)).toMatchObject({ code: "RATE_LIMITED" });
    expect(await run(client, `subscription { bridgeProcessUpdated { id } }`)).toMatchObject({ code: "RATE_LIMITED" });
  });

});

describe("WebSocket operations count against the IP's limit", () => {
  let limited: TestGateway;
  beforeAll(async () => {
    limited = await startTestGateway({ RATE_LIMIT_IP_PER_MINUTE: "10" });
  });
  afterAll(async () => limited?.close());

  it("counts the connection and every operation, then refuses operations and new connections", async () => {
    const client = connect({}, limited.url);
    const outcomes: (string | undefined)[] = [];
    for (let i = 0; i < 12; i++) outcomes.push((await run(client, `{ ip }`)).code);
    // The connection took one point, nine operations ran, the rest were refused.
    expect(outcomes.slice(0, 9)).toEqual(Array(9).fill(undefined));
    expect(outcomes.slice(9)).toEqual(["RATE_LIMITED", "RATE_LIMITED", "RATE_LIMITED"]);
    const closed = await new Promise<number>((resolve) => {
      const ws = new WebSocket(limited.url.replace("http", "ws") + "/graphql", "graphql-transport-ws");
      ws.on("open", () => ws.send(JSON.stringify({ type: "connection_init" })));
      ws.on("close", (code) => resolve(code));
    });
    expect(closed).toBe(4403);
  });
});
