import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Wallet, type HDNodeWallet } from "ethers";
import { SiweMessage } from "siwe";
import { AuthNonce, User } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { gql, REQUEST_SIGN_IN, SIGN_IN, signInAs } from "../../_test/client.js";

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(async () => t?.close());

const ME = `{ me { address } }`;

async function addUser(address: string, extra: { banned?: boolean } = {}) {
  const em = t.db.orm.em.fork();
  em.create(User, { address: address.toLowerCase(), ...extra });
  await em.flush();
}

async function challenge(wallet: Wallet | HDNodeWallet) {
  const r = await gql(t.url, REQUEST_SIGN_IN, { address: wallet.address, chainId: 31337 });
  return r.data!.requestSignIn as { nonce: string; message: string };
}

describe("sign-in with Ethereum", () => {
  it("opens a session usable by bearer token, cookie and the x-address/x-hash/x-nonce headers", async () => {
    const wallet = Wallet.createRandom();
    const { message } = await challenge(wallet);
    const signature = await wallet.signMessage(message);
    const res = await gql(t.url, SIGN_IN, { message, signature });
    expect(res.errors).toBeUndefined();
    expect(res.data!.signIn.address).toBe(wallet.address.toLowerCase());
    expect(res.data!.signIn.user).toBeNull();
    expect(res.cookie).toMatch(/sunrise_session=.+HttpOnly/i);

    const nonce = new SiweMessage(message).nonce;
    await addUser(wallet.address);
    const byBearer = await gql(t.url, ME, {}, { authorization: `Bearer ${res.data!.signIn.token}` });
    const byCookie = await gql(t.url, ME, {}, { cookie: res.cookie!.split(";")[0]! });
    const byHeaders = await gql(t.url, ME, {}, { "x-address": wallet.address, "x-hash": signature, "x-nonce": nonce });
    for (const r of [byBearer, byCookie, byHeaders]) expect(r.data!.me).toEqual({ address: wallet.address.toLowerCase() });
  });

  it("refuses a nonce used twice", async () => {
    const wallet = Wallet.createRandom();
    const { message } = await challenge(wallet);
    const signature = await wallet.signMessage(message);
    expect((await gql(t.url, SIGN_IN, { message, signature })).errors).toBeUndefined();
    const again = await gql(t.url, SIGN_IN, { message, signature });
    expect(again.errors![0]!.extensions!.code).toBe("UNAUTHENTICATED");
    expect(again.errors![0]!.message).toMatch(/already used/);
  });

  it("refuses an expired nonce", async () => {
    const wallet = Wallet.createRandom();
    const { message, nonce } = await challenge(wallet);
    await t.db.orm.em.fork().nativeUpdate(AuthNonce, { nonce }, { expiresAt: new Date(Date.now() - 1000) });
    const res = await gql(t.url, SIGN_IN, { message, signature: await wallet.signMessage(message) });
    expect(res.errors![0]!.extensions!.code).toBe("UNAUTHENTICATED");
    expect(res.errors![0]!.message).toMatch(/expired/);
  });

  it("refuses a signature from another address", async () => {
    const wallet = Wallet.createRandom();
    const { message } = await challenge(wallet);
    const res = await gql(t.url, SIGN_IN, { message, signature: await Wallet.createRandom().signMessage(message) });
    expect(res.errors![0]!.extensions!.code).toBe("UNAUTHENTICATED");
    expect(res.errors![0]!.message).toMatch(/does not match/);
  });

  it("refuses a message written for another domain", async () => {
    const wallet = Wallet.createRandom();
    const { message } = await challenge(wallet);
    const forged = new SiweMessage({ ...new SiweMessage(message), domain: "evil.example:443" }).prepareMessage();
    const res = await gql(t.url, SIGN_IN, { message: forged, signature: await wallet.signMessage(forged) });
    expect(res.errors![0]!.extensions!.code).toBe("UNAUTHENTICATED");
    expect(res.errors![0]!.message).toMatch(/domain is not one this gateway serves/);
  });

  it("refuses a wallet on the wrong network", async () => {
    const res = await gql(t.url, REQUEST_SIGN_IN, { address: Wallet.createRandom().address, chainId: 5 });
    expect(res.errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
    expect(res.errors![0]!.message).toMatch(/Ethereum Mainnet/);
  });

  it("refuses a banned user with the SPEC's message", async () => {
    const wallet = Wallet.createRandom();
    await addUser(wallet.address, { banned: true });
    const { message } = await challenge(wallet);
    const res = await gql(t.url, SIGN_IN, { message, signature: await wallet.signMessage(message) });
    expect(res.errors![0]!.extensions!.code).toBe("FORBIDDEN");
    expect(res.errors![0]!.message).toBe("You're banned!!!");
  });

  it("ends the session on sign-out", async () => {
    const s = await signInAs(t.url, Wallet.createRandom());
    await gql(t.url, `mutation { signOut }`, {}, s.headers);
    const res = await gql(t.url, `{ bridgeProcesses { id } }`, {}, s.headers);
    expect(res.errors![0]!.extensions!.code).toBe("UNAUTHENTICATED");
  });
});
