import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Wallet, type HDNodeWallet } from "ethers";
import { SiweMessage } from "siwe";
import { AuthNonce } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { gql, REQUEST_SIGN_IN, SIGN_IN } from "../../_test/client.js";

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ RATE_LIMIT_SIGN_IN_PER_MINUTE: "100000", RATE_LIMIT_IP_PER_MINUTE: "100000" });
});
afterAll(async () => t?.close());

type Signer = Wallet | HDNodeWallet;
interface Challenge {
  wallet: Signer;
  message: string;
  fields: SiweMessage;
  nonce: string;
}

const HOUR = 3600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

async function challenge(wallet: Signer = Wallet.createRandom(), headers: Record<string, string> = {}): Promise<Challenge> {
  const r = await gql(t.url, REQUEST_SIGN_IN, { address: wallet.address, chainId: 31337 }, headers);
  const { message, nonce } = r.data!.requestSignIn as { message: string; nonce: string };
  return { wallet, message, fields: new SiweMessage(message), nonce };
}

/** Rewrites fields with the siwe package itself, so the message is well-formed and only the field is wrong. */
const rewrite = (c: Challenge, change: Partial<SiweMessage>) => new SiweMessage({ ...c.fields, ...change }).prepareMessage();

async function submit(message: string, signature: string) {
  const res = await gql(t.url, SIGN_IN, { message, signature });
  return { code: res.errors?.[0]?.extensions?.code, message: res.errors?.[0]?.message ?? "", data: res.data };
}

async function signAndSubmit(c: Challenge, message: string, signer: Signer = c.wallet) {
  return submit(message, await signer.signMessage(message));
}

interface Attack {
  name: string;
  /** Returns the message to sign (by the challenge's wallet) or the pair to send. */
  forge: (c: Challenge) => Promise<string | { message: string; signature: string }> | string | { message: string; signature: string };
  refusal: RegExp;
  code?: string;
}

const port = () => new URL(t.url).port;
const replaceLine = (message: string, prefix: string, line: string) => message.split("\n").map((l) => (l.startsWith(prefix) ? line : l)).join("\n");

const attacks: Attack[] = [
  // Times
  { name: "expiration an hour in the past", forge: (c) => rewrite(c, { expirationTime: iso(-HOUR) }), refusal: /has expired/ },
  { name: "expiration a second ago", forge: (c) => rewrite(c, { expirationTime: iso(-1000) }), refusal: /has expired/ },
  { name: "expiration removed", forge: (c) => rewrite(c, { expirationTime: undefined }), refusal: /expiration time is missing/ },
  { name: "expiration pushed past the nonce's", forge: (c) => rewrite(c, { expirationTime: iso(24 * HOUR) }), refusal: /later than the nonce's/ },
  { name: "not-before an hour in the future", forge: (c) => rewrite(c, { notBefore: iso(HOUR) }), refusal: /not valid yet/ },
  { name: "not-before a minute in the future", forge: (c) => rewrite(c, { notBefore: iso(60_000) }), refusal: /not valid yet/ },
  { name: "issued-at an hour in the future", forge: (c) => rewrite(c, { issuedAt: iso(HOUR) }), refusal: /issued-at is in the future/ },
  { name: "issued-at a day before the nonce", forge: (c) => rewrite(c, { issuedAt: iso(-24 * HOUR) }), refusal: /older than the nonce/ },
  { name: "issued-at a minute before the nonce", forge: (c) => rewrite(c, { issuedAt: iso(-60_000) }), refusal: /older than the nonce/ },
  { name: "issued-at not a date", forge: (c) => replaceLine(c.message, "Issued At:", "Issued At: yesterday"), refusal: /not an EIP-4361 message/ },
  // URI
  { name: "URI on another origin with the right domain", forge: (c) => rewrite(c, { uri: "https://evil.example/login" }), refusal: /URI is not on the domain's origin/ },
  { name: "URI over plain http on another host", forge: (c) => rewrite(c, { uri: "http://evil.example" }), refusal: /URI is not on the domain's origin/ },
  { name: "URI with our host as user info", forge: (c) => rewrite(c, { uri: `http://127.0.0.1:${port()}@evil.example/` }), refusal: /URI is not on the domain's origin/ },
  { name: "URI on another port of our host", forge: (c) => rewrite(c, { uri: "http://127.0.0.1:1/" }), refusal: /URI is not on the domain's origin/ },
  { name: "URI with an ftp scheme", forge: (c) => rewrite(c, { uri: `ftp://127.0.0.1:${port()}/` }), refusal: /URI is not on the domain's origin/ },
  { name: "URI that is a URN", forge: (c) => rewrite(c, { uri: "urn:sunrise:login" }), refusal: /URI is not on the domain's origin/ },
  { name: "URI of an allowed alias of another domain", forge: (c) => rewrite(c, { uri: `http://localhost:${port()}/` }), refusal: /URI is not on the domain's origin/ },
  // Domain
  { name: "domain evil.example", forge: (c) => rewrite(c, { domain: "evil.example" }), refusal: /domain is not one this gateway serves/ },
  { name: "domain evil.example:443", forge: (c) => rewrite(c, { domain: "evil.example:443" }), refusal: /domain is not one this gateway serves/ },
  { name: "domain without the port", forge: (c) => rewrite(c, { domain: "127.0.0.1" }), refusal: /domain is not one this gateway serves/ },
  { name: "domain on another port", forge: (c) => rewrite(c, { domain: "127.0.0.1:1" }), refusal: /domain is not one this gateway serves/ },
  { name: "domain in capitals", forge: (c) => rewrite(c, { domain: `LOCALHOST:${port()}`, uri: `http://LOCALHOST:${port()}` }), refusal: /domain is not one this gateway serves/ },
  { name: "domain with a trailing dot", forge: (c) => rewrite(c, { domain: `localhost.:${port()}`, uri: `http://localhost.:${port()}` }), refusal: /domain is not one this gateway serves/ },
  { name: "homoglyph domain (Cyrillic a)", forge: (c) => c.message.replace(`127.0.0.1:${port()} wants`, `loc\u0430lhost:${port()} wants`), refusal: /not an EIP-4361 message|domain is not one/ },
  { name: "an allowed domain other than the challenge's", forge: (c) => rewrite(c, { domain: `localhost:${port()}`, uri: `http://localhost:${port()}` }), refusal: /domain differs from the challenge's/ },
  { name: "scheme prefix naming https on a plain-http dev domain", forge: (c) => rewrite(c, { scheme: "ftp" }), refusal: /scheme is not the site's/ },
  // Version, chain, statement, extras
  { name: "version 2", forge: (c) => replaceLine(c.message, "Version:", "Version: 2"), refusal: /not an EIP-4361 message|version must be 1/ },
  { name: "chain ID 1 (mainnet)", forge: (c) => rewrite(c, { chainId: 1 }), refusal: /chain ID must be 31337/ },
  { name: "chain ID 5", forge: (c) => rewrite(c, { chainId: 5 }), refusal: /chain ID must be 31337/ },
  { name: "statement changed", forge: (c) => rewrite(c, { statement: "Transfer all your funds." }), refusal: /statement is not the one we issued/ },
  { name: "statement removed", forge: (c) => rewrite(c, { statement: undefined }), refusal: /statement is not the one we issued/ },
  { name: "statement with a right-to-left override", forge: (c) => c.message.replace(c.fields.statement!, `${c.fields.statement}\u202e`), refusal: /not an EIP-4361 message|statement is not/ },
  { name: "statement in Japanese", forge: (c) => c.message.replace(c.fields.statement!, "サインインしてください"), refusal: /not an EIP-4361 message|statement is not/ },
  { name: "resources added", forge: (c) => rewrite(c, { resources: ["https://evil.example/grant"] }), refusal: /resources and request ID/ },
  { name: "request ID added", forge: (c) => rewrite(c, { requestId: "1" }), refusal: /resources and request ID/ },
  // Address, signer, signature
  { name: "signed by another wallet", forge: async (c) => ({ message: c.message, signature: await Wallet.createRandom().signMessage(c.message) }), refusal: /Signature does not match the address/ },
  { name: "address swapped for the signer's own", forge: async (c) => {
    const other = Wallet.createRandom();
    const message = rewrite(c, { address: other.address });
    return { message, signature: await other.signMessage(message) };
  }, refusal: /for another address/ },
  { name: "address lowercased (not EIP-55)", forge: (c) => c.message.replace(c.fields.address, c.fields.address.toLowerCase()), refusal: /not an EIP-4361 message/ },
  { name: "zero address", forge: (c) => rewrite(c, { address: "0x0000000000000000000000000000000000000000" }), refusal: /for another address/ },
  { name: "signature of the untampered message over a tampered one", forge: async (c) => ({ message: rewrite(c, { notBefore: iso(-HOUR) }), signature: await c.wallet.signMessage(c.message) }), refusal: /Signature does not match/ },
  { name: "signature of another challenge of the same wallet", forge: async (c) => {
    const other = await challenge(c.wallet);
    return { message: c.message, signature: await c.wallet.signMessage(other.message) };
  }, refusal: /Signature does not match/ },
  { name: "signature too short", forge: (c) => ({ message: c.message, signature: "0x1234" }), refusal: /not a valid signature/ },
  { name: "empty signature", forge: (c) => ({ message: c.message, signature: "" }), refusal: /not a valid signature/ },
  { name: "signature of zeros", forge: (c) => ({ message: c.message, signature: `0x${"00".repeat(65)}` }), refusal: /not a valid signature/ },
  { name: "signature of 10 KB", forge: (c) => ({ message: c.message, signature: `0x${"ab".repeat(5000)}` }), refusal: /not a valid signature/ },
  { name: "signature of the message with a trailing newline", forge: async (c) => ({ message: c.message, signature: await c.wallet.signMessage(`${c.message}\n`) }), refusal: /Signature does not match/ },
  // Nonce
  { name: "unknown nonce", forge: (c) => rewrite(c, { nonce: "0123456789abcdef0123456789abcdef" }), refusal: /Unknown sign-in nonce/ },
  { name: "nonce too short for EIP-4361", forge: (c) => replaceLine(c.message, "Nonce:", "Nonce: abc"), refusal: /not an EIP-4361 message/ },
  { name: "another wallet's nonce", forge: async (c) => {
    const theirs = await challenge();
    return rewrite(c, { nonce: theirs.nonce });
  }, refusal: /for another address/ },
  { name: "nonce whose time ran out", forge: async (c) => {
    await t.db.orm.em.fork().nativeUpdate(AuthNonce, { nonce: c.nonce }, { expiresAt: new Date(Date.now() - 1000) });
    return c.message;
  }, refusal: /nonce expired/ },
  // Malformed text
  { name: "not a SIWE message at all", forge: () => "hello", refusal: /not an EIP-4361 message/ },
  { name: "empty message", forge: () => "", refusal: /not an EIP-4361 message/ },
  { name: "last line cut off", forge: (c) => c.message.split("\n").slice(0, -1).join("\n"), refusal: /not an EIP-4361 message|expiration time is missing/ },
  { name: "trailing newline", forge: (c) => `${c.message}\n`, refusal: /not an EIP-4361 message|canonical/ },
  { name: "CRLF line endings", forge: (c) => c.message.replaceAll("\n", "\r\n"), refusal: /not an EIP-4361 message|canonical/ },
  { name: "leading space", forge: (c) => ` ${c.message}`, refusal: /not an EIP-4361 message|canonical/ },
  { name: "zero-width space in the address", forge: (c) => c.message.replace(c.fields.address, `${c.fields.address.slice(0, 10)}\u200b${c.fields.address.slice(10)}`), refusal: /not an EIP-4361 message/ },
  { name: "message over 2,000 characters", forge: (c) => rewrite(c, { statement: "a".repeat(2100) }), refusal: /longer than 2000 characters/ },
  { name: "message of 60 KB", forge: (c) => `${c.message}${"x".repeat(60_000)}`, refusal: /longer than 2000 characters/ },
];

describe("sign-in attacks (messages built with the siwe package)", () => {
  it("has at least 50 cases", () => expect(attacks.length).toBeGreaterThanOrEqual(50));

  for (const attack of attacks) {
    it(`refuses ${attack.name} with ${attack.code ?? "UNAUTHENTICATED"} naming the check`, async () => {
      const c = await challenge();
      const forged = await attack.forge(c);
      const res = typeof forged === "string" ? await signAndSubmit(c, forged) : await submit(forged.message, forged.signature);
      expect(res.data ?? null).toBeNull();
      expect(res.code).toBe(attack.code ?? "UNAUTHENTICATED");
      expect(res.message).toMatch(attack.refusal);
      // The untampered message still signs in: the refusal did not burn the nonce, and nothing else was wrong.
      if (attack.name !== "nonce whose time ran out") expect((await signAndSubmit(c, c.message)).code).toBeUndefined();
    });
  }
});

describe("sign-in replay, Host and Origin", () => {
  it("refuses a replayed message and signature, also after sign-out", async () => {
    const c = await challenge();
    const signature = await c.wallet.signMessage(c.message);
    const first = await gql(t.url, SIGN_IN, { message: c.message, signature });
    expect(first.errors).toBeUndefined();
    await gql(t.url, `mutation { signOut }`, {}, { authorization: `Bearer ${first.data!.signIn.token}` });
    for (let i = 0; i < 2; i++) expect(await submit(c.message, signature)).toMatchObject({ code: "UNAUTHENTICATED", message: expect.stringMatching(/already used/) });
  });

  it("writes the challenge for its own domain whatever the Host header says, and refuses a message for that Host", async () => {
    const c = await challenge(Wallet.createRandom(), { host: "evil.example" });
    expect(c.fields.domain).toBe(`127.0.0.1:${port()}`);
    expect(c.fields.uri).toBe(`http://127.0.0.1:${port()}`);
    const forged = rewrite(c, { domain: "evil.example", uri: "http://evil.example" });
    expect(await signAndSubmit(c, forged)).toMatchObject({ code: "UNAUTHENTICATED", message: expect.stringMatching(/domain is not one/) });
  });

  it("ignores an Origin that is not allowed and names an allowed one the browser came from", async () => {
    const foreign = await challenge(Wallet.createRandom(), { origin: "https://evil.example" });
    expect(foreign.fields.domain).toBe(`127.0.0.1:${port()}`);
    const local = await challenge(Wallet.createRandom(), { origin: `http://localhost:${port()}` });
    expect(local.fields.domain).toBe(`localhost:${port()}`);
    expect(local.fields.uri).toBe(`http://localhost:${port()}`);
    expect((await signAndSubmit(local, local.message)).code).toBeUndefined();
  });

  it("refuses a NUL byte in the message before it reaches the database", async () => {
    const c = await challenge();
    const res = await signAndSubmit(c, c.message.replace("Sign in", "Sign\u0000in"));
    expect(res.code).toBe("BAD_USER_INPUT");
    expect(res.message).toMatch(/NUL/);
  });
});
