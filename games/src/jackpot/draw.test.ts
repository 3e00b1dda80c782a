import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  drawJackpot, jackpotCommitment, jackpotEntriesHash, jackpotRandom, jackpotServerSeed, rejectionLimit, splitJackpotPrize, uniformIndex, verifyJackpotDraw,
} from "./draw.js";

const addr = (i: number) => `0x${i.toString(16).padStart(40, "0")}`;
const SERVER = jackpotServerSeed("sunrise-development-dealer-secret", 1);
const CLIENT = `0x${"ab".repeat(32)}`;
const OWNERS = [addr(1), addr(1), addr(1), addr(2), addr(3), addr(3), addr(4), addr(5), addr(6), addr(7)];

describe("jackpot seeds and hashes", () => {
  it("derives the server seed and its commitment as node:crypto does", () => {
    const expected = createHmac("sha256", "sunrise-development-dealer-secret").update("jackpot:1").digest("hex");
    expect(SERVER).toBe(`0x${expected}`);
    expect(jackpotCommitment(SERVER)).toBe(`0x${createHash("sha256").update(Buffer.from(expected, "hex")).digest("hex")}`);
    expect(jackpotServerSeed("another secret", 1)).not.toBe(SERVER);
    expect(jackpotServerSeed("sunrise-development-dealer-secret", 2)).not.toBe(SERVER);
  });

  it("hashes the entries as lowercase owners joined by newlines", () => {
    const expected = createHash("sha256").update(OWNERS.join("\n")).digest("hex");
    expect(jackpotEntriesHash(OWNERS)).toBe(`0x${expected}`);
    expect(jackpotEntriesHash(OWNERS.map((o) => o.toUpperCase().replace("0X", "0x")))).toBe(`0x${expected}`);
    expect(jackpotEntriesHash([])).toBe(`0x${createHash("sha256").update("").digest("hex")}`);
  });

  it("takes each draw's value from HMAC(serverSeed, clientSeed ‖ entriesHash ‖ uint32be(k))", () => {
    const entries = jackpotEntriesHash(OWNERS);
    const msg = Buffer.concat([Buffer.from(CLIENT.slice(2), "hex"), Buffer.from(entries.slice(2), "hex"), Buffer.from([0, 0, 1, 2])]);
    const expected = createHmac("sha256", Buffer.from(SERVER.slice(2), "hex")).update(msg).digest("hex");
    expect(Buffer.from(jackpotRandom(SERVER, CLIENT, entries, 258)).toString("hex")).toBe(expected);
  });
});

describe("drawing winners", () => {
  it("matches the published test vectors", () => {
    // Pinned outputs: any change to the algorithm changes them (README "Jackpots and tickets").
    const draw = drawJackpot({ serverSeed: SERVER, clientSeed: CLIENT, owners: OWNERS, winners: 3 });
    expect(draw.entriesHash).toBe(VECTOR.entriesHash);
    expect(draw.winners).toEqual(VECTOR.winners);
  });

  it("is deterministic and depends on every input", () => {
    const a = drawJackpot({ serverSeed: SERVER, clientSeed: CLIENT, owners: OWNERS, winners: 3 });
    expect(drawJackpot({ serverSeed: SERVER, clientSeed: CLIENT, owners: [...OWNERS], winners: 3 })).toEqual(a);
    const changes = [
      drawJackpot({ serverSeed: jackpotServerSeed("x-secret-x-secret", 1), clientSeed: CLIENT, owners: OWNERS, winners: 3 }),
      drawJackpot({ serverSeed: SERVER, clientSeed: `0x${"cd".repeat(32)}`, owners: OWNERS, winners: 3 }),
      drawJackpot({ serverSeed: SERVER, clientSeed: CLIENT, owners: [...OWNERS, addr(8)], winners: 3 }),
    ];
    // Over a handful of variations at least one winner list must differ (each alone differs with overwhelming probability).
    expect(changes.filter((c) => JSON.stringify(c.winners) !== JSON.stringify(a.winners)).length).toBeGreaterThanOrEqual(2);
    expect(new Set(changes.map((c) => c.entriesHash)).size).toBe(2);
  });

  it("draws without replacement, one prize per player, stopping when the pool is empty", () => {
    for (let s = 0; s < 200; s++) {
      const seed = jackpotServerSeed("secret-for-tests", s);
      const draw = drawJackpot({ serverSeed: seed, clientSeed: CLIENT, owners: OWNERS, winners: 5 });
      expect(draw.winners).toHaveLength(5);
      expect(new Set(draw.winners.map((w) => w.ticket)).size).toBe(5);
      expect(new Set(draw.winners.map((w) => w.owner)).size).toBe(5);
      for (const w of draw.winners) expect(OWNERS[w.ticket]).toBe(w.owner);
    }
    // 7 distinct players: asking for 10 winners gives 7.
    const all = drawJackpot({ serverSeed: SERVER, clientSeed: CLIENT, owners: OWNERS, winners: 10 });
    expect(new Set(all.winners.map((w) => w.owner))).toEqual(new Set(OWNERS));
    expect(drawJackpot({ serverSeed: SERVER, clientSeed: CLIENT, owners: [], winners: 3 }).winners).toEqual([]);
  });

  it("rejects values in the biased tail and accepts everything below it", () => {
    const max = new Uint8Array(32).fill(0xff); // 2^256 - 1
    // 2^256 mod 3 = 1, so the limit is 2^256 - 1 and 2^256 - 1 itself is rejected.
    expect(rejectionLimit(3)).toBe((1n << 256n) - 1n);
    expect(uniformIndex(max, 3)).toBeNull();
    const belowLimit = new Uint8Array(32).fill(0xff);
    belowLimit[31] = 0xfe; // 2^256 - 2 = limit - 1 → accepted, (2^256 - 2) mod 3 = 2
    expect(uniformIndex(belowLimit, 3)).toBe(2);
    // A power of two divides 2^256: nothing is rejected.
    expect(uniformIndex(max, 1024)).toBe(1023);
    expect(uniformIndex(new Uint8Array(32), 7)).toBe(0);
    // n = 2^53 - 1 (the largest pool): the tail has 2^256 mod n values, all rejected.
    const n = Number.MAX_SAFE_INTEGER;
    const tail = (1n << 256n) % BigInt(n);
    expect(rejectionLimit(n)).toBe((1n << 256n) - tail);
    expect(() => uniformIndex(max, 0)).toThrow();
  });

  it("skips a rejected k and draws with the next one", () => {
    // Find the winners with a pool whose size makes no value rejectable, and check k advances one per winner.
    const draw = drawJackpot({ serverSeed: SERVER, clientSeed: CLIENT, owners: Array.from({ length: 64 }, (_, i) => addr(i)), winners: 10 });
    expect(draw.winners.map((w) => w.k)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("gives every ticket the same chance (chi-square over 6000 seeds, 9 degrees of freedom, p = 0.001 threshold 27.88)", () => {
    const owners = Array.from({ length: 10 }, (_, i) => addr(100 + i));
    const counts = new Array<number>(10).fill(0);
    const runs = 6000;
    for (let s = 0; s < runs; s++) {
      const { winners } = drawJackpot({ serverSeed: jackpotServerSeed("uniformity", s), clientSeed: CLIENT, owners, winners: 1 });
      counts[winners[0]!.ticket]!++;
    }
    const expected = runs / 10;
    const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(27.88);
    expect(Math.min(...counts)).toBeGreaterThan(0);
  });

  it("weights players by their tickets", () => {
    // Player A holds 3 of 4 tickets: wins about 75% of single-winner draws (±5 points over 2000 seeds).
    const owners = [addr(1), addr(1), addr(1), addr(2)];
    let a = 0;
    for (let s = 0; s < 2000; s++) if (drawJackpot({ serverSeed: jackpotServerSeed("weights", s), clientSeed: CLIENT, owners, winners: 1 }).winners[0]!.owner === addr(1)) a++;
    expect(a / 2000).toBeGreaterThan(0.7);
    expect(a / 2000).toBeLessThan(0.8);
  });
});

describe("prize split and verification", () => {
  it("splits exactly the prize, the remainder to the first winners", () => {
    expect(splitJackpotPrize(100n, 3)).toEqual([34n, 33n, 33n]);
    expect(splitJackpotPrize(1_000_000_000n, 1)).toEqual([1_000_000_000n]);
    expect(splitJackpotPrize(5n, 0)).toEqual([]);
    for (const [p, n] of [[7n, 4], [1n, 5], [999_999_999_999n, 7]] as const) expect(splitJackpotPrize(p, n).reduce((a, b) => a + b, 0n)).toBe(p);
  });

  it("passes a correct draw and names the check a tampered one fails", () => {
    const { entriesHash, winners } = drawJackpot({ serverSeed: SERVER, clientSeed: CLIENT, owners: OWNERS, winners: 3 });
    const published = { commitment: jackpotCommitment(SERVER), serverSeed: SERVER, clientSeed: CLIENT, entriesHash, owners: OWNERS, winnersCount: 3, winners };
    expect(verifyJackpotDraw(published).ok).toBe(true);
    const failing = (p: typeof published) => verifyJackpotDraw(p).checks.filter((c) => !c.ok).map((c) => c.name);
    expect(failing({ ...published, commitment: jackpotCommitment(CLIENT) })).toEqual(["commitment"]);
    expect(failing({ ...published, owners: [...OWNERS].reverse() })).toContain("entries");
    expect(failing({ ...published, winners: [winners[1]!, winners[0]!, winners[2]!] })).toEqual(["winners"]);
    expect(failing({ ...published, serverSeed: "not hex" })).toEqual(["commitment", "entries", "winners"]);
  });
});

const VECTOR = {
  entriesHash: "0xb24702070273120e0d7d0d58c45f2d025f5c65802f59fd12075372174317d18b",
  winners: [
    { k: 0, ticket: 2, owner: addr(1) },
    { k: 1, ticket: 3, owner: addr(2) },
    { k: 2, ticket: 6, owner: addr(4) },
  ],
};
