// @vitest-environment node
import { describe, expect, it } from "vitest";
import { Wallet } from "ethers";
import { decryptPrivateKey, deriveSecret, encryptPrivateKey, isEncrypted, secretMessage } from "./sunc-crypto.js";

describe("game wallet key encryption", () => {
  it("round-trips a key with the secret derived from a signature, and never yields a raw-looking key", async () => {
    const owner = Wallet.createRandom();
    const sunc = Wallet.createRandom();
    const secret = deriveSecret(await owner.signMessage(secretMessage(owner.address)));
    const encrypted = await encryptPrivateKey(sunc.privateKey, secret);
    expect(isEncrypted(encrypted)).toBe(true);
    expect(encrypted).not.toContain(sunc.privateKey.slice(2));
    expect(await decryptPrivateKey(encrypted, secret)).toBe(sunc.privateKey);
  });

  it("derives the same secret from the same wallet every time (deterministic signatures)", async () => {
    const owner = Wallet.createRandom();
    const a = deriveSecret(await owner.signMessage(secretMessage(owner.address)));
    const b = deriveSecret(await owner.signMessage(secretMessage(owner.address)));
    expect(a).toBe(b);
  });

  it("refuses to decrypt with another secret", async () => {
    const encrypted = await encryptPrivateKey(Wallet.createRandom().privateKey, deriveSecret("0x01"));
    await expect(decryptPrivateKey(encrypted, deriveSecret("0x02"))).rejects.toThrow();
  });

  it("treats a 66-character key as unencrypted", () => {
    expect(isEncrypted(Wallet.createRandom().privateKey)).toBe(false);
  });
});
