import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { FairRng } from "./fair-rng.js";
import { commitment, verifyCommitment } from "./seeds.js";

/** The published vectors of README.md. */
const VECTOR = { serverSeed: "sunrise-server-seed", clientSeed: "0xclientseed", roundId: 1 };

describe("provably fair stream", () => {
  it("matches the published test vectors", () => {
    const r = new FairRng(VECTOR.serverSeed, VECTOR.clientSeed, VECTOR.roundId);
    expect([r.nextUint32(), r.nextUint32(), r.nextUint32()]).toEqual([929845662, 233603932, 2411362904]);
    expect(new FairRng(VECTOR.serverSeed, VECTOR.clientSeed, 1).nextFloat()).toBeCloseTo(0.2164965639822185, 15);
    expect(new FairRng(VECTOR.serverSeed, VECTOR.clientSeed, 1).int(37)).toBe(31);
    expect(new FairRng(VECTOR.serverSeed, VECTOR.clientSeed, 2).shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([8, 7, 1, 5, 6, 9, 3, 4, 2, 0]);
    expect(commitment(VECTOR.serverSeed)).toBe("fe4637adfea5c9cb82918231819143d8307697ae68a8aa810b6919fec74587c1");
  });

  it("equals an independent HMAC-SHA256 implementation byte for byte", () => {
    const r = new FairRng("s", "c", "r9");
    const block0 = createHmac("sha256", "s").update("c:r9:0").digest();
    const block1 = createHmac("sha256", "s").update("c:r9:1").digest();
    const bytes = Buffer.concat([block0, block1]);
    for (let i = 0; i < 16; i++) expect(r.nextUint32()).toBe(bytes.readUInt32BE(i * 4));
    expect(createHash("sha256").update("s").digest("hex")).toBe(commitment("s"));
  });

  it("verifies a revealed seed against its commitment and refuses another", () => {
    const c = commitment("seed-a");
    expect(verifyCommitment("seed-a", `0x${c.toUpperCase()}`)).toBe(true);
    expect(verifyCommitment("seed-b", c)).toBe(false);
  });

  it("shuffles into a permutation and samples integers in range", () => {
    const r = new FairRng("a", "b", 3);
    const deck = r.shuffle(Array.from({ length: 416 }, (_, i) => i));
    expect([...deck].sort((a, b) => a - b)).toEqual(Array.from({ length: 416 }, (_, i) => i));
    for (let i = 0; i < 1000; i++) {
      const x = r.int(7);
      expect(x >= 0 && x < 7 && Number.isInteger(x)).toBe(true);
    }
    expect(() => r.int(0)).toThrow(RangeError);
  });
});

describe("statistical quality of 10^6 draws (99% confidence)", () => {
  const N = 1_000_000;
  const r = new FairRng("statistics-server-seed", "statistics-client-seed", "stats");
  const xs = new Float64Array(N);
  for (let i = 0; i < N; i++) xs[i] = r.nextFloat();

  it("is uniform: chi-square over 100 bins stays under the 99% critical value", () => {
    const bins = new Array(100).fill(0);
    for (const x of xs) bins[Math.floor(x * 100)]++;
    const expected = N / 100;
    const chi2 = bins.reduce((s, o) => s + (o - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(134.642); // χ²(99 df) at 99%
  });

  it("has no run structure: the runs test above/below 0.5 stays within ±2.576σ", () => {
    let runs = 1;
    let above = 0;
    for (let i = 0; i < N; i++) {
      if (xs[i]! >= 0.5) above++;
      if (i > 0 && xs[i]! >= 0.5 !== xs[i - 1]! >= 0.5) runs++;
    }
    const below = N - above;
    const mean = (2 * above * below) / N + 1;
    const variance = ((mean - 1) * (mean - 2)) / (N - 1);
    expect(Math.abs((runs - mean) / Math.sqrt(variance))).toBeLessThan(2.576);
  });

  it("has no serial correlation at lag 1: |r|·√n stays under 2.576", () => {
    let sx = 0, sxx = 0, sxy = 0;
    for (let i = 0; i < N; i++) {
      sx += xs[i]!;
      sxx += xs[i]! * xs[i]!;
      if (i + 1 < N) sxy += xs[i]! * xs[i + 1]!;
    }
    const mean = sx / N;
    const variance = sxx / N - mean * mean;
    const covariance = sxy / (N - 1) - mean * mean;
    expect(Math.abs(covariance / variance) * Math.sqrt(N)).toBeLessThan(2.576);
  });

  it("samples integers without modulo bias: chi-square of int(37) over 10^6 draws", () => {
    const rr = new FairRng("bias-server", "bias-client", 0);
    const counts = new Array(37).fill(0);
    for (let i = 0; i < N; i++) counts[rr.int(37)]++;
    const e = N / 37;
    expect(counts.reduce((s, o) => s + (o - e) ** 2 / e, 0)).toBeLessThan(58.619); // χ²(36 df) at 99%
  });
});
