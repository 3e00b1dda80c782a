import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Wallet } from "ethers";
import { getIntrospectionQuery } from "graphql";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { gql, signInAs } from "../../_test/client.js";

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(async () => t?.close());

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { id address name isAdmin userType refCode sunc { address encryptedPrivateKey version } } }`;
const encrypted = `v1:${"ab".repeat(12)}:${"cd".repeat(48)}`;

describe("registration", () => {
  it("registers the signed-in wallet with its encrypted sunc key and referral code", async () => {
    const s = await signInAs(t.url, Wallet.createRandom());
    const sunc = Wallet.createRandom();
    const res = await gql(t.url, REGISTER, { input: { refCode: "FRIEND7", sunc: { version: 1, address: sunc.address, encryptedPrivateKey: encrypted } } }, s.headers);
    expect(res.errors).toBeUndefined();
    expect(res.data!.register).toMatchObject({
      address: s.address,
      name: "Guest",
      isAdmin: false,
      userType: "NORMAL",
      refCode: "FRIEND7",
      sunc: { address: sunc.address.toLowerCase(), encryptedPrivateKey: encrypted, version: 1 },
    });
    const me = await gql(t.url, `{ me { address sunc { address } } }`, {}, s.headers);
    expect(me.data!.me.sunc.address).toBe(sunc.address.toLowerCase());
  });

  it("refuses an unencrypted 66-character private key", async () => {
    const s = await signInAs(t.url, Wallet.createRandom());
    const sunc = Wallet.createRandom();
    const res = await gql(t.url, REGISTER, { input: { sunc: { version: 1, address: sunc.address, encryptedPrivateKey: sunc.privateKey } } }, s.headers);
    expect(res.errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
    const me = await gql(t.url, `{ me { id } }`, {}, s.headers);
    expect(me.data!.me).toBeNull();
  });

  it("refuses a second registration of the same wallet", async () => {
    const s = await signInAs(t.url, Wallet.createRandom());
    const input = (addr: string) => ({ input: { sunc: { version: 1, address: addr, encryptedPrivateKey: encrypted } } });
    expect((await gql(t.url, REGISTER, input(Wallet.createRandom().address), s.headers)).errors).toBeUndefined();
    const again = await gql(t.url, REGISTER, input(Wallet.createRandom().address), s.headers);
    expect(again.errors![0]!.extensions!.code).toBe("CONFLICT");
  });

  it("refuses a guest", async () => {
    const res = await gql(t.url, REGISTER, { input: { sunc: { version: 1, address: Wallet.createRandom().address, encryptedPrivateKey: encrypted } } });
    expect(res.errors![0]!.extensions!.code).toBe("UNAUTHENTICATED");
  });

  it("registers over the REST compatibility path with the SPEC payload", async () => {
    const s = await signInAs(t.url, Wallet.createRandom());
    const sunc = Wallet.createRandom();
    const res = await fetch(`${t.url}/api/v1/register`, {
      method: "POST",
      headers: { "content-type": "application/json", ...s.headers },
      body: JSON.stringify({ address: s.address, refCode: "", sunc: { __v: 1, address: sunc.address, encryptedPrivateKey: encrypted } }),
    });
    expect(res.status).toBe(200);
    const users = await fetch(`${t.url}/api/v1/User?populate=userType&filter=${encodeURIComponent(JSON.stringify({ address: s.address }))}`, { headers: s.headers });
    const body = (await users.json()) as { address: string; userType: { type: number; ips: string[] }; sunc: { address: string } }[];
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ address: s.address, userType: { type: 0, ips: [] }, sunc: { address: sunc.address.toLowerCase() } });
  });
});

describe("schema access for analysts", () => {
  it("answers GraphiQL's full introspection query although it is deeper than the depth limit", async () => {
    const res = await gql(t.url, getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }));
    expect(res.errors).toBeUndefined();
    expect((res.data as { __schema: { queryType: { name: string } } }).__schema.queryType.name).toBe("Query");
  });
});
