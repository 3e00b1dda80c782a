import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { FairRng } from "./fair-rng.js";
import { commitment, seedBytes, seedText, verifyCommitment } from "./seeds.js";

/** Seeds as the chain stores them (bytes32, written 0x-hex): the README's second vector. */
const SERVER = `0x${"11".repeat(32)}`;
const CLIENT = `0x${"22".repeat(32)}`;

describe("seeds", () => {
  it("reads a 0x-hex seed as its bytes and any other string as UTF-8 text", () => {
    expect(seedBytes("0x00ff")).toEqual(new Uint8Array([0, 255]));
    expect(seedBytes("0xclientseed")).toEqual(new TextEncoder().encode("0xclientseed"));
    expect(seedBytes("0xabc")).toEqual(new TextEncoder().encode("0xabc")); // odd length: not hex
    expect(seedText(new Uint8Array([0xab, 0x01]))).toBe("0xab01");
    expect(seedText("0xAB01")).toBe("0xab01");
  });

  it("commits to a bytes32 seed exactly as the game table checks it (sha256 of the 32 bytes)", () => {
    const onChain = createHash("sha256").update(Buffer.from(SERVER.slice(2), "hex")).digest("hex");
    expect(commitment(SERVER)).toBe(onChain);
    expect(commitment(SERVER)).toBe("02d449a31fbb267c8f352e9968a79e3e5fc95c1bbeaa502fd6454ebde5a4bedc");
    expect(verifyCommitment(SERVER, `0x${onChain}`)).toBe(true);
    expect(verifyCommitment(CLIENT, onChain)).toBe(false);
  });

  it("keys the stream with the seed bytes and writes a hex client seed in lowercase", () => {
    const expected = createHmac("sha256", Buffer.from(SERVER.slice(2), "hex")).update(`${CLIENT}:7:0`).digest();
    const r = new FairRng(SERVER, CLIENT, 7);
    expect([r.nextUint32(), r.nextUint32(), r.nextUint32()]).toEqual([expected.readUInt32BE(0), expected.readUInt32BE(4), expected.readUInt32BE(8)]);
    expect([expected.readUInt32BE(0), expected.readUInt32BE(4), expected.readUInt32BE(8)]).toEqual([546282882, 564156896, 2454579889]);
    const upper = new FairRng(seedBytes(SERVER), CLIENT.toUpperCase().replace("0X", "0x"), 7n);
    expect(upper.nextUint32()).toBe(546282882);
    expect(new FairRng(SERVER, CLIENT, 7).int(37)).toBe(8);
  });
});
